import { useEffect, useRef } from 'react';

/**
 * A message that an action's outcome puts up takes the focus when the action asked for it (`focusNext`): the
 * button pressed went with the outcome (disabled while the call ran, or drawn anew), and the focus would fall to
 * the page's body instead (WCAG 2.4.3; issue 18). Put `ref` on the message's wrapper with `tabIndex={-1}`.
 */
export function useNoticeFocus(notice: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!notice || !pending.current) return;
    pending.current = false;
    ref.current?.focus();
  }, [notice]);
  return {
    ref,
    /** The next message that appears takes the focus. */
    focusNext: () => {
      pending.current = true;
    },
  };
}
