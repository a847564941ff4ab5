/**
 * Card data in text that reaches a log (issue 15 item 8): people type card numbers into free text (a search, a
 * comment, a URL), and a log is read by more people than the data it describes. Used on every string of a client
 * log entry (redact.ts) and of every server log line (logger.ts).
 *
 * - A card number (PAN): 13 to 19 digits, written plain or in groups joined by single spaces or dashes, that pass
 *   the Luhn check, standing on their own (no letter or digit glued to either end). It becomes
 *   `[card number removed]`: nothing is kept, not even the last four digits.
 * - A security code typed after its name (`cvv 123`, `CVC: 1234`, `"securityCode":"123"`, `cvv2=123`): the digits
 *   become `[redacted]`. Its bare digits alone are not recognisable, so only a named one is removed.
 * - A key named like a security code (`isCardSecurityKey`: cvv, cvc, cvv2, cid, securityCode, card_code…) has its
 *   value removed wherever it appears, whatever the value is; the callers do that for the objects they walk.
 *
 * What is not a card number is kept: order numbers and other short numbers, 12 digits, 16 digits that fail Luhn,
 * UUIDs (skipped whole, even where their groups happen to be all digits), dates and times, and a plain 13-digit
 * number starting with 1, which is a millisecond timestamp (2001–2033) and the start of no card network's
 * 13-digit numbers. A run of grouped digits longer than a card (a card number and then its security code, two
 * numbers in a row) is searched for a card number among its groups; groups of one or two digits (a date's month,
 * a phone's country code) never belong to one, as no card is written in such groups.
 *
 * Logs are hot: one pass over a string (`quickCheck`) tells whether it has a run of 13 digits a card number
 * needs, or 3 digits and the letters every security code's name has; only then do the searches run. A UUID, a
 * path or a time costs that one pass.
 */

export const CARD_NUMBER_REMOVED = '[card number removed]';
const SECURITY_CODE_REMOVED = '[redacted]';

const MIN_PAN_DIGITS = 13;
const MAX_PAN_DIGITS = 19;
/** A group of a written card number has at least this many digits (4-4-4-4, 4-6-5, 4-4-4-4-3…). */
const MIN_GROUP_DIGITS = 3;

/**
 * What joins the groups of a written card number: a single space (also a no-break one or a URL's `+` or `%20`)
 * or a dash.
 */
const SEPARATOR = String.raw`(?:[ +\u00a0-]|%20)`;
/**
 * A run starts at a digit with no letter or digit before it, or right after a URL escape (`q=card%204111…`),
 * never inside one (the 20 of `%20`).
 */
const RUN_START = '(?:(?<=%[0-9A-Fa-f]{2})|(?<![A-Za-z0-9%]|%[0-9A-Fa-f]))';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * A UUID (skipped whole) or a run of digit groups joined by separators with no letter or digit glued to its
 * end. The UUID comes first so that, where one starts, it is taken before its digits are.
 */
const UUID_OR_DIGIT_RUN = new RegExp(
  String.raw`${UUID}|${RUN_START}\d+(?:${SEPARATOR}\d+)*(?![A-Za-z0-9])`,
  'gi',
);
const GROUP_SEPARATOR = new RegExp(SEPARATOR, 'g');

/**
 * A security code after its name: the name, what joins them (quotes, spaces, `:` or `=`, or their URL escapes),
 * 3 or 4 digits.
 */
const NAMED_SECURITY_CODE =
  /(?<![A-Za-z])(cvv2?|cvc2?|cvn|csc|card[ _-]?security[ _-]?code|security[ _-]?code|card[ _-]?code)((?:["'\s:=]|%2[02]|%3[ad]){0,6})\d{3,4}(?!\d)/gi;

/**
 * Keys whose values are security codes, compared in lower case without separators (`card_code`, `Card-Code`
 * and `cardCode` alike): anything holding cvv, cvc or cvn, security code, card code or card verification, and
 * the short names cid, csc and cvd only as the whole key (they are parts of other words: incident, cidr).
 */
const SECURITY_KEY_PART = /cvv|cvc|cvn|securitycode|cardcode|cardverification/;
const SECURITY_KEY_WHOLE = new Set(['cid', 'csc', 'cvd', 'cav2', 'cardcid', 'cardcsc']);

/** Answers by key: a log's keys come from a small set, and every line asks for each of them. */
const securityKeyAnswers = new Map<string, boolean>();

export function isCardSecurityKey(key: string): boolean {
  if (key.length < 3 || key.length > 64) return false;
  const known = securityKeyAnswers.get(key);
  if (known !== undefined) return known;
  if (securityKeyAnswers.size >= 2000) securityKeyAnswers.clear();
  const answer = securityKeyName(key);
  securityKeyAnswers.set(key, answer);
  return answer;
}

function securityKeyName(key: string): boolean {
  const lower = key.toLowerCase();
  // Every such name has a c: most keys of a log line (method, path, status…) stop here.
  if (!lower.includes('c')) return false;
  const name = lower.replace(/[^a-z0-9]/g, '');
  return SECURITY_KEY_WHOLE.has(name) || SECURITY_KEY_PART.test(name);
}

/** The Luhn check of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

const MAY_HOLD_CARD_NUMBER = 1;
const MAY_HOLD_SECURITY_CODE = 2;

/**
 * The quick check before the searches, one pass over the text: whether it has a run of at least 13 digits joined
 * by single separators (a card number needs one), and whether it has 3 digits and a `cv`, `cs` or `co` (every name
 * of a security code has one: cvv, csc, code). Conservative: a yes may still find nothing.
 */
function quickCheck(text: string): number {
  let found = 0;
  let digits = 0;
  let run = 0;
  let afterDigit = false;
  let named = false;
  let previous = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      digits += 1;
      run += 1;
      afterDigit = true;
      if (run >= MIN_PAN_DIGITS) found |= MAY_HOLD_CARD_NUMBER;
    } else if (afterDigit && (code === 32 || code === 45 || code === 43 || code === 160 || code === 37)) {
      afterDigit = false; // a separator (`%` for `%20`, whose digits then count: conservative)
    } else {
      run = 0;
      afterDigit = false;
      const lower = code | 32;
      if ((previous | 32) === 99 && (lower === 118 || lower === 115 || lower === 111)) named = true;
    }
    previous = code;
  }
  if (named && digits >= 3) found |= MAY_HOLD_SECURITY_CODE;
  return found;
}

/** Card numbers and named security codes removed from a text; the text itself when it holds neither. */
export function redactCardData(text: string): string {
  if (text.length < 3) return text;
  const found = quickCheck(text);
  if (found === 0) return text;
  const withoutCodes =
    found & MAY_HOLD_SECURITY_CODE ? text.replace(NAMED_SECURITY_CODE, `$1$2${SECURITY_CODE_REMOVED}`) : text;
  return found & MAY_HOLD_CARD_NUMBER ? redactCardNumbers(withoutCodes) : withoutCodes;
}

/** Card numbers (see the top of the file) replaced by `[card number removed]`. */
export function redactCardNumbers(text: string): string {
  return text.replace(UUID_OR_DIGIT_RUN, (run) => {
    if (run.length < MIN_PAN_DIGITS || isUuid(run)) return run;
    return redactRun(run);
  });
}

const isUuid = (run: string) => run.length === 36 && run[8] === '-' && run[13] === '-' && run[23] === '-';

interface Group {
  start: number;
  end: number;
}

/** The card numbers in one run of digit groups, each replaced where its first group starts to where its last ends. */
function redactRun(run: string): string {
  const groups: Group[] = [];
  let start = 0;
  for (const separator of run.matchAll(GROUP_SEPARATOR)) {
    groups.push({ start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  groups.push({ start, end: run.length });
  const found = groups.length === 1 ? plainCardNumber(run) : groupedCardNumbers(run, groups);
  if (found.length === 0) return run;
  let out = '';
  let at = 0;
  for (const { start, end } of found) {
    out += run.slice(at, start) + CARD_NUMBER_REMOVED;
    at = end;
  }
  return out + run.slice(at);
}

function plainCardNumber(digits: string): Group[] {
  if (digits.length < MIN_PAN_DIGITS || digits.length > MAX_PAN_DIGITS) return [];
  // A plain 13-digit number starting with 1 is a millisecond timestamp; no card network issues such numbers.
  if (digits.length === MIN_PAN_DIGITS && digits[0] === '1') return [];
  return passesLuhn(digits) ? [{ start: 0, end: digits.length }] : [];
}

/**
 * Card numbers among consecutive groups of at least three digits, from the left, the longest that passes first:
 * `4111 1111 1111 1111 123` finds the card number and leaves the code's 123 (named codes are found apart).
 */
function groupedCardNumbers(run: string, groups: Group[]): Group[] {
  const found: Group[] = [];
  let first = 0;
  while (first < groups.length) {
    const last = longestCardNumberFrom(run, groups, first);
    if (last >= 0) {
      found.push({ start: (groups[first] as Group).start, end: (groups[last] as Group).end });
      first = last + 1;
    } else {
      first += 1;
    }
  }
  return found;
}

/** The index of the last group of the longest card number starting at group `first`, or -1 when none does. */
function longestCardNumberFrom(run: string, groups: Group[], first: number): number {
  const candidates: Array<{ last: number; digits: string }> = [];
  let digits = '';
  for (let last = first; last < groups.length; last++) {
    const { start, end } = groups[last] as Group;
    if (end - start < MIN_GROUP_DIGITS) break;
    digits += run.slice(start, end);
    if (digits.length > MAX_PAN_DIGITS) break;
    if (digits.length >= MIN_PAN_DIGITS) candidates.push({ last, digits });
  }
  for (let index = candidates.length - 1; index >= 0; index--) {
    const candidate = candidates[index] as { last: number; digits: string };
    // A lone group is a plain number, with the plain number's timestamp exception.
    const plain = candidate.last === first;
    if (plain ? plainCardNumber(candidate.digits).length > 0 : passesLuhn(candidate.digits)) {
      return candidate.last;
    }
  }
  return -1;
}

/**
 * A number that may be a card number (a JSON body's `4111111111111111`): `[card number removed]` when it is one,
 * or when it is a whole number too large to be held exactly (its digits are no longer the ones sent, but may
 * still be most of a card number's); otherwise the number itself.
 */
export function redactCardNumberValue(value: number): number | string {
  if (!Number.isInteger(value) || Math.abs(value) < 1e12) return value;
  if (!Number.isSafeInteger(value)) return CARD_NUMBER_REMOVED;
  const text = String(Math.abs(value));
  return redactCardNumbers(text) === text ? value : CARD_NUMBER_REMOVED;
}

/**
 * A log line's fields with card data removed at any depth (strings, numbers, keys, the message and stack of an
 * error) and the values of keys named like security codes replaced by `[redacted]`. Copies only what changes, so
 * a line without card data is passed on as it came. `ancestors`, the objects above this one, guards against cycles
 * (pino writes those as "[Circular]").
 */
export function scrubCardData(value: unknown, ancestors: object[] = []): unknown {
  if (typeof value === 'string') return redactCardData(value);
  if (typeof value === 'number') return redactCardNumberValue(value);
  if (value === null || typeof value !== 'object' || ancestors.includes(value)) return value;
  if (value instanceof Error) {
    const message = redactCardData(value.message);
    const stack = value.stack === undefined ? undefined : redactCardData(value.stack);
    if (message === value.message && stack === value.stack) return value;
    // What pino writes of an error, rebuilt from the cleaned texts.
    return { type: value.name, message, stack };
  }
  const prototype = Object.getPrototypeOf(value);
  const plain = Array.isArray(value) || prototype === Object.prototype || prototype === null;
  if (!plain) return value;
  ancestors.push(value);
  try {
    return Array.isArray(value) ? scrubArray(value, ancestors) : scrubObject(value, ancestors);
  } finally {
    ancestors.pop();
  }
}

function scrubArray(value: unknown[], ancestors: object[]): unknown[] {
  let copy: unknown[] | undefined;
  value.forEach((item, index) => {
    const clean = scrubCardData(item, ancestors);
    if (clean === item) return;
    copy ??= [...value];
    copy[index] = clean;
  });
  return copy ?? value;
}

function scrubObject(value: object, ancestors: object[]): object {
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const cleanKey = redactCardData(key);
    const clean = isCardSecurityKey(key) ? '[redacted]' : scrubCardData(item, ancestors);
    if (clean === item && cleanKey === key) continue;
    copy ??= { ...value };
    if (cleanKey !== key) delete copy[key];
    copy[cleanKey] = clean;
  }
  return copy ?? value;
}
