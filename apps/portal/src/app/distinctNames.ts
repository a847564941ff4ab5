/**
 * What the buttons of a list's cards (Edit, Delete, Make primary…) call each card, so that no two buttons of one
 * kind have the same accessible name (WCAG 2.4.6; a screen reader's list of buttons showed two "Edit Contact: Ana
 * Ruiz" when two contacts of one name differed by their e-mail). An item is called by its name alone; where another
 * item has the same name (in any case), the name is followed by the first of its details that tells it from those
 * namesakes (e.g. the e-mail, else the phone), or by all of its details, or, for items alike in every detail, by
 * its place among them ("2 of 3").
 */
export function distinctNames<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  detailsOf: (item: T) => readonly (string | null | undefined)[],
): Map<T, string> {
  const key = (text: string) => text.trim().toLowerCase();
  const byName = new Map<string, T[]>();
  for (const item of items) {
    const group = byName.get(key(nameOf(item)));
    if (group) group.push(item);
    else byName.set(key(nameOf(item)), [item]);
  }
  const names = new Map<T, string>();
  for (const group of byName.values()) {
    for (const [place, item] of group.entries()) {
      const name = nameOf(item);
      if (group.length === 1) {
        names.set(item, name);
        continue;
      }
      const details = detailsOf(item)
        .map((detail) => detail?.trim() ?? '')
        .filter(Boolean);
      const telling = details.find((detail) =>
        group.every(
          (other) => other === item || !detailsOf(other).some((theirs) => key(theirs ?? '') === key(detail)),
        ),
      );
      const all = details.join(', ');
      const allTell =
        all !== '' &&
        group.every(
          (other) => other === item || key(detailsOf(other).filter(Boolean).join(', ')) !== key(all),
        );
      names.set(
        item,
        telling
          ? `${name} (${telling})`
          : allTell
            ? `${name} (${all})`
            : `${name} (${place + 1} of ${group.length})`,
      );
    }
  }
  return names;
}
