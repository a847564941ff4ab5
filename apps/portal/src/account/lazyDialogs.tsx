import { type ComponentProps, lazy, Suspense } from 'react';

const Confirm = lazy(() => import('./ConfirmDelete').then((module) => ({ default: module.ConfirmDelete })));

/** The delete confirmation, loaded when it first opens (its dialog is no part of the page's first paint). */
export function ConfirmDelete(props: ComponentProps<typeof Confirm>) {
  return (
    <Suspense fallback={null}>
      <Confirm {...props} />
    </Suspense>
  );
}
