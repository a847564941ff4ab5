import { type ComponentProps, lazy, Suspense } from 'react';

const loadDocumentApproval = () => import('./DocumentApproval');
const LazyDocumentApproval = lazy(() =>
  loadDocumentApproval().then((module) => ({ default: module.DocumentApproval })),
);

/**
 * Starts loading a document's approval actions (their state machine, XState, and the approve and reject dialogs)
 * beside the document's own call, so that neither holds the page's first paint (issue 14). Document pages call it
 * when they mount.
 */
export function preloadDocumentApproval(): void {
  void loadDocumentApproval();
}

/**
 * `DocumentApproval` (./DocumentApproval) loaded on demand. Until its code is there it draws nothing, as the
 * actions draw nothing while their own first call runs.
 */
export function DocumentApproval(props: ComponentProps<typeof LazyDocumentApproval>) {
  return (
    <Suspense fallback={null}>
      <LazyDocumentApproval {...props} />
    </Suspense>
  );
}
