/** A catalogue of texts by key: the whole English catalogue (`en`) or one area's part of it. */
export type Catalogue = Readonly<Record<string, string>>;

/** The keys of any of `C`'s catalogues (a union, not only the keys they share). */
export type KeyOf<C extends readonly Catalogue[]> = C[number] extends infer U
  ? U extends Catalogue
    ? keyof U & string
    : never
  : never;

/**
 * Fills `{placeholders}` of a text from `params`. Unknown placeholders stay as written so a missing value is
 * visible rather than silently empty.
 */
export function fillMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A message reader over some catalogues, typed by their keys: code that runs in the browser names the parts it
 * uses (the shell's, an area's), so a page's chunk carries its own texts and not the whole catalogue, and a key
 * of a part it did not name does not compile. Earlier catalogues win when two hold a key.
 */
export function translator<const C extends readonly Catalogue[]>(
  ...catalogues: C
): (key: KeyOf<C>, params?: Record<string, string | number>) => string {
  return (key, params) => {
    for (const catalogue of catalogues) {
      const text = catalogue[key];
      if (text !== undefined) return fillMessage(text, params);
    }
    return key;
  };
}
