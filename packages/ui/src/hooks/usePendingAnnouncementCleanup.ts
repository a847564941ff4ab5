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

/**
 * How long after a button that was pending leaves its announcements may still arrive: react-aria adds them a
 * moment after they are made (the first of a page waits 100 ms for the announcer's regions), and the end of the
 * pending state is announced by the render that takes the button away (a dialog closing on the answer).
 */
const announcementsArriveWithin = 1000;

export function usePendingAnnouncementCleanup(isPending: boolean | undefined): void {
  const wasPending = useRef(false);
  if (isPending) wasPending.current = true;
  useEffect(
    () => () => {
      if (!wasPending.current) return;
      const doc = typeof document === 'undefined' ? undefined : document;
      if (!doc) return;
      removeOrphanAnnouncements(doc);
      // An entry added after the button left is removed as it arrives, for a moment.
      const observer = new MutationObserver(() => removeOrphanAnnouncements(doc));
      observer.observe(doc.body, { childList: true, subtree: true });
      setTimeout(() => {
        observer.disconnect();
        removeOrphanAnnouncements(doc);
      }, announcementsArriveWithin);
    },
    [],
  );
}
