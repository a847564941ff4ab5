import { useEffect, useRef, useState } from 'react';

/**
 * The hand-off to the manufacturer's configuration tool (000 §4 punch-out init): the server prepares the
 * form, which is auto-submitted for that module; the tool posts the configured cart back to receivepunchout,
 * which adds it to the cart and returns the user to `returnUrl`. The init machine (with XState, 12.8 KB gzip)
 * loads when the button is pressed, not with the shop's first paint (issue 14).
 */
export function useSupplierTool(returnUrl: string) {
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const open = () => {
    setLoading(true);
    import('./supplierToolInit')
      .then(({ initSupplierTool }) => initSupplierTool(returnUrl))
      // A failure other than a missing punch-out profile is ignored, as the machine does (000 §4).
      .catch(() => undefined)
      .finally(() => {
        if (mounted.current) setLoading(false);
      });
  };
  return { loading, open };
}
