import { InlineAlert } from '@b2b-portal/ui';
import { useEffect, useRef } from 'react';

/**
 * What an approval action that stays on the document's page did ('Approved at level 1. Waiting for Approver Level
 * 2.'). The actions are drawn afresh for the document's new state, so the button that was pressed goes: the message
 * takes the focus in its place, instead of <body> (WCAG 2.4.3), and is read out from there. Nothing when the message
 * is empty.
 */
export function ApprovalNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <InlineAlert tone="success">{message}</InlineAlert>
    </div>
  );
}
