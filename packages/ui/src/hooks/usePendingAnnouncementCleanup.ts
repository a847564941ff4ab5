import { useEffect, useRef } from 'react';

/**
 * react-aria announces a focused button going pending (and back) through its live announcer: a node with
 * `role="img"` labelled by the button's id, kept for 7 s. When the button is gone before then (a placed order
 * moves on to its confirmation, a dialog closes), the node names nothing: an unnamed image in a live region for
 * a screen reader, and an axe `role-img-alt` failure on the next page. Removes such nodes once a button that was
 * pending leaves; what is still labelled by an element on the page is left alone.
 */
export function removeOrphanAnnouncements(doc: Document = document): void {
  for (const node of doc.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => doc.getElementById(id))) node.remove();
  }
}

/** The first announcement of a page waits 100 ms for the announcer's regions; this looks after it. */
const afterFirstAnnouncement = 150;

export function usePendingAnnouncementCleanup(isPending: boolean | undefined): void {
  const wasPending = useRef(false);
  if (isPending) wasPending.current = true;
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      const doc = typeof document === 'undefined' ? undefined : document;
      if (!doc) return;
      removeOrphanAnnouncements(doc);
      setTimeout(() => removeOrphanAnnouncements(doc), afterFirstAnnouncement);
    },
    [],
  );
}
