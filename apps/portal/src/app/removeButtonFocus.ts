/** A row of a table that has a Remove button, named as that button is. */
export interface RemovableRow {
  id: string;
  /** The Remove button's accessible name ('Remove GLC-TE', 'Remove N9K-C93180YC-FX FDO2287X001'). */
  buttonName: string;
}

/**
 * Where the focus goes once a removal is answered: the Remove button of the row that took the removed one's
 * place (the next one still there, else the one before), or of the same row when the removal was refused; null
 * when no row is left to remove. `before` is the table as it was when Remove was pressed.
 */
export function focusAfterRemoval<Row extends RemovableRow>(
  before: readonly Row[],
  removedId: string,
  after: readonly Row[],
): { line: Row; occurrence: number } | null {
  const index = before.findIndex((line) => line.id === removedId);
  if (index < 0) return null;
  const stillThere = (line: Row) => after.some((candidate) => candidate.id === line.id);
  const next = before.slice(index).find(stillThere) ?? before.slice(0, index).reverse().find(stillThere);
  if (!next) return null;
  const position = after.findIndex((line) => line.id === next.id);
  // Two rows of the same name (two lines of one part) have buttons of the same name: the how-manieth it is.
  const occurrence = after.slice(0, position).filter((line) => line.buttonName === next.buttonName).length;
  return { line: next, occurrence };
}

/**
 * Focuses the Remove button `target` names inside `container` (its `occurrence`-th button of that name), or with
 * `row` that button's row, else `fallback` (the table's heading when no row is left), instead of letting the
 * focus fall to <body> (WCAG 2.4.3). A row just added may be drawn a frame after its data (react-aria's tables
 * build their rows in a second pass): the button is looked for again over a few frames before the fallback.
 * Focus coming into a react-aria table from outside by the keyboard goes to a row (the table is one tab stop):
 * `row` focuses the row itself, which it keeps.
 */
export function focusRemoveButton(
  container: HTMLElement | null,
  target: { line: RemovableRow; occurrence: number } | null,
  fallback: HTMLElement | null,
  { row = false, frames = 10 }: { row?: boolean; frames?: number } = {},
): void {
  const buttons = [...(container?.querySelectorAll('button') ?? [])].filter(
    (button) => button.getAttribute('aria-label') === target?.line.buttonName,
  );
  const button = target ? buttons[target.occurrence] : undefined;
  const element = row ? button?.closest<HTMLElement>('[role="row"]') : button;
  if (element) element.focus();
  else if (target && frames > 0) {
    requestAnimationFrame(() => focusRemoveButton(container, target, fallback, { row, frames: frames - 1 }));
  } else fallback?.focus();
}
