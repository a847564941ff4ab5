import { type DocumentTree, flattenDocumentTree } from '@b2b-portal/flows/rules';
import { defaultDocumentLinesLabels, fillTemplate } from '@b2b-portal/ui';

/** A line or bundle of a document's table that has a Remove button, named as that button is. */
export interface RemovableLine {
  kind: 'item' | 'bundle';
  id: string;
  /** The Remove button's accessible name ('Remove GLC-TE', 'Remove bundle Closet kit'). */
  buttonName: string;
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

/**
 * Where the focus goes once a removal is answered: the Remove button of the line that took the removed one's
 * place (the next one still there, else the one before), or of the same line when the removal was refused; null
 * when no line is left to remove. `before` is the table as it was when Remove was pressed.
 */
export function focusAfterRemoval(
  before: readonly RemovableLine[],
  removedId: string,
  after: readonly RemovableLine[],
): { line: RemovableLine; occurrence: number } | null {
  const index = before.findIndex((line) => line.id === removedId);
  if (index < 0) return null;
  const stillThere = (line: RemovableLine) => after.some((candidate) => candidate.id === line.id);
  const next = before.slice(index).find(stillThere) ?? before.slice(0, index).reverse().find(stillThere);
  if (!next) return null;
  const position = after.findIndex((line) => line.id === next.id);
  // Two lines of the same part have buttons of the same name: the how-manieth of that name it is.
  const occurrence = after.slice(0, position).filter((line) => line.buttonName === next.buttonName).length;
  return { line: next, occurrence };
}
