import { type DocumentTree, flattenDocumentTree } from '@b2b-portal/flows/rules';
import { defaultDocumentLinesLabels, fillTemplate } from '@b2b-portal/ui';
import type { RemovableRow } from '../../app/removeButtonFocus';

/**
 * A line or bundle of a document's table that has a Remove button, named as that button is ('Remove GLC-TE',
 * 'Remove bundle Closet kit'). Where the focus goes after a removal: ../../app/removeButtonFocus.ts.
 */
export interface RemovableLine extends RemovableRow {
  kind: 'item' | 'bundle';
}

/** The lines and bundles in the order the table shows their Remove buttons. */
export function removableLines(tree: DocumentTree): RemovableLine[] {
  const labels = defaultDocumentLinesLabels;
  return flattenDocumentTree(tree).flatMap((row): RemovableLine[] => {
    if (row.kind === 'item')
      return [
        {
          kind: 'item',
          id: row.item.id,
          buttonName: fillTemplate(labels.removeItem, { part: row.item.manufacturerPart }),
        },
      ];
    if (row.kind === 'bundle-header')
      return [
        {
          kind: 'bundle',
          id: row.bundle.id,
          buttonName: fillTemplate(labels.removeBundle, { name: row.bundle.name }),
        },
      ];
    return [];
  });
}
