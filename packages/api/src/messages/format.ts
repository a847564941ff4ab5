/**
 * A message that depends on a count: one text per plural category of the language (CLDR's, as
 * `Intl.PluralRules` names them). `other` is always there; English uses `one` and `other`. `{count}` in the
 * chosen text is the count with the language's digit grouping (1,250).
 *
 * ```ts
 * 'Checkout.LineCount': { one: '{count} line', other: '{count} lines' },
 * ```
 */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** One message of a catalogue: a text, or a text per plural category. */
export type Message = string | PluralMessage;

/** A catalogue of texts by key: the whole English catalogue (`en`) or one area's part of it. */
export type Catalogue = Readonly<Record<string, Message>>;

/** The values that fill a message's `{placeholders}`. */
export type MessageParams = Record<string, string | number>;

/** The keys of any of `C`'s catalogues (a union, not only the keys they share). */
export type KeyOf<C extends readonly Catalogue[]> = C[number] extends infer U
  ? U extends Catalogue
    ? keyof U & string
    : never
  : never;

/** The keys of `C`'s catalogues whose message is a plain text: those a caller may read without a count. */
export type TextKeyOf<C extends readonly Catalogue[]> = C[number] extends infer U
  ? U extends Catalogue
    ? { [K in keyof U & string]: U[K] extends string ? K : never }[keyof U & string]
    : never
  : never;

/** The message `K` has in `C`'s catalogues (in any of them, as a union). */
export type MessageOf<C extends readonly Catalogue[], K extends string> = C[number] extends infer U
  ? U extends Catalogue
    ? K extends keyof U
      ? U[K]
      : never
    : never
  : never;

/**
 * What a message takes after its key: a plural message needs `{ count }` (a call without it does not compile),
 * any other may take params. Not distributive: a key that may be a plural one needs the count too.
 */
export type ParamsOf<M> = [M] extends [string]
  ? [params?: MessageParams]
  : [params: MessageParams & { count: number }];

/** The language of this catalogue's plural rules and number grouping: the catalogue is English. */
const LOCALE = 'en-US';
const pluralRules = new Intl.PluralRules(LOCALE);

/** The text of a plural message for `count`, by the language's plural rules (en: 1 → one, 0 and 2 → other). */
export function selectPlural(message: PluralMessage, count: number): string {
  return message[pluralRules.select(count)] ?? message.other;
}

/**
 * Fills `{placeholders}` of a text from `params`. Unknown placeholders stay as written so a missing value is
 * visible rather than silently empty.
 */
export function fillMessage(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A message of a catalogue as a person reads it: a plural message's text for `params.count` (its `other` when
 * the count is missing, which the types forbid), with `{count}` grouped (1,250); then the placeholders filled.
 */
export function renderMessage(message: Message, params: MessageParams = {}): string {
  if (typeof message === 'string') return fillMessage(message, params);
  const count = params.count;
  if (typeof count !== 'number') return fillMessage(message.other, params);
  return fillMessage(selectPlural(message, count), { ...params, count: count.toLocaleString(LOCALE) });
}

/**
 * A message reader over some catalogues, typed by their keys: code that runs in the browser names the parts it
 * uses (the shell's, an area's), so a page's chunk carries its own texts and not the whole catalogue, and a key
 * of a part it did not name does not compile; neither does a plural message without its count. Earlier
 * catalogues win when two hold a key.
 */
export function translator<const C extends readonly Catalogue[]>(
  ...catalogues: C
): <K extends KeyOf<C>>(key: K, ...params: ParamsOf<MessageOf<C, K>>) => string {
  return (key, ...[params]) => {
    for (const catalogue of catalogues) {
      const message = catalogue[key];
      if (message !== undefined) return renderMessage(message, params);
    }
    return key;
  };
}
