import { DescriptionList } from '@b2b-portal/ui';
import { render, within } from '@testing-library/react';
import { createElement } from 'react';

/** The value (the `dd`) that a term of a description list in `container` names, as a reader pairs them. */
export function definitionOf(container: HTMLElement, term: string): HTMLElement {
  const match = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  const value = match?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no term '${term}' with a value`);
  return value;
}

/** The description list (`dl`) in `container` that holds `term`. */
export function descriptionListOf(container: HTMLElement, term: string): HTMLElement {
  const list = definitionOf(container, term).closest('dl');
  if (!(list instanceof HTMLElement)) throw new Error(`no list holds '${term}'`);
  return list;
}

/**
 * The class ui's DescriptionList gives its list in the `grid` layout (each value under its term, in as many
 * columns as fit), read from one it draws: a page's details have it when they are laid out as the documents'
 * headers (the quote's, the requisition's), not as term and value side by side.
 */
export function gridListClass(): string {
  const { container, unmount } = render(
    createElement(DescriptionList, {
      layout: 'grid',
      groups: [{ items: [{ term: 'T', description: 'D' }] }],
    }),
  );
  const className = container.querySelector('dl')?.className ?? '';
  unmount();
  if (!className) throw new Error('DescriptionList drew no list');
  return className;
}
