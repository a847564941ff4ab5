import { within } from '@testing-library/react';

/** The value (the `dd`) that a term of a description list in `container` names, as a reader pairs them. */
export function definitionOf(container: HTMLElement, term: string): HTMLElement {
  const match = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  const value = match?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no term '${term}' with a value`);
  return value;
}
