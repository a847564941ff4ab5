import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Safe reading of the XML that procurement systems and the supplier configuration tool send (cXML).
 *
 * fast-xml-parser (pinned in package.json) parses and checks well-formedness; it never fetches anything. Around
 * it this module refuses what XML attacks need: a document type with an internal subset or any entity
 * declaration (entity expansion "billion laughs", external entities), references to entities other than the
 * five predefined ones, oversize input and absurd nesting. The parser's own entity handling is switched off and
 * the references are decoded here in one pass, so nothing is ever decoded twice.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded, CDATA kept as written), not trimmed. */
  text: string;
}

export type XmlRefusal = 'tooLarge' | 'doctype' | 'entity' | 'malformed' | 'tooDeep';

export class XmlRefusedError extends Error {
  override name = 'XmlRefusedError';
  constructor(
    readonly reason: XmlRefusal,
    message: string,
  ) {
    super(message);
  }
}

const MAX_DEPTH = 64;

/**
 * The only document type declaration accepted: a name with an optional external id, no internal subset. The
 * DTD it names is never read (cXML documents name the cXML DTD by its URL).
 */
const SAFE_DOCTYPE =
  /^<!DOCTYPE\s+[A-Za-z_][\w.:-]*(?:\s+(?:SYSTEM\s+(?:"[^"]*"|'[^']*')|PUBLIC\s+(?:"[^"]*"|'[^']*')\s+(?:"[^"]*"|'[^']*')))?\s*>/;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z_][\w.-]*);/g;
const BARE_AMPERSAND = /&(?!#x[0-9a-fA-F]{1,6};|#[0-9]{1,7};|[A-Za-z_][\w.-]*;)/;

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Decodes the predefined and numeric character references; any other entity is refused. */
export function decodeReferences(text: string): string {
  if (BARE_AMPERSAND.test(text)) throw new XmlRefusedError('malformed', 'A bare "&" is not allowed.');
  return text.replace(REFERENCE, (_whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!isXmlChar(code)) throw new XmlRefusedError('malformed', `&${ref}; is not an XML character.`);
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlRefusedError('entity', `The entity &${ref}; is not allowed.`);
    return value;
  });
}

function checkPrologue(text: string): void {
  if (/<!ENTITY/i.test(text)) {
    throw new XmlRefusedError('entity', 'Entity declarations are not allowed.');
  }
  const doctypes = [...text.matchAll(/<!DOCTYPE/gi)];
  if (doctypes.length > 1) throw new XmlRefusedError('doctype', 'Only one document type is allowed.');
  const first = doctypes[0];
  if (first && !SAFE_DOCTYPE.test(text.slice(first.index))) {
    throw new XmlRefusedError('doctype', 'A document type with an internal subset is not allowed.');
  }
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  commentPropName: false,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function convert(node: OrderedNode, depth: number): XmlElement | null {
  if (depth > MAX_DEPTH) throw new XmlRefusedError('tooDeep', `Elements nest deeper than ${MAX_DEPTH}.`);
  const name = Object.keys(node).find((key) => key !== ':@');
  if (!name || name === '#text' || name === '#cdata') return null;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(node[':@'] ?? {}))
    attributes[key] = decodeReferences(String(value));
  const element: XmlElement = { name, attributes, children: [], text: '' };
  for (const child of (node[name] as OrderedNode[] | undefined) ?? []) {
    if ('#text' in child) element.text += decodeReferences(String(child['#text']));
    else if ('#cdata' in child) {
      for (const part of child['#cdata'] as { '#text'?: unknown }[])
        element.text += String(part['#text'] ?? '');
    } else {
      const converted = convert(child, depth + 1);
      if (converted) element.children.push(converted);
    }
  }
  return element;
}

/**
 * Parses an XML document into its root element, or throws XmlRefusedError. `maxBytes` caps the UTF-8 size.
 */
export function parseXml(input: string, options: { maxBytes: number }): XmlElement {
  if (Buffer.byteLength(input, 'utf8') > options.maxBytes) {
    throw new XmlRefusedError('tooLarge', `The document is larger than ${options.maxBytes} bytes.`);
  }
  const text = input.replace(/^\uFEFF/, '');
  checkPrologue(text);
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    throw new XmlRefusedError('malformed', `Line ${valid.err.line}: ${valid.err.msg}`);
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    throw new XmlRefusedError('malformed', error instanceof Error ? error.message : 'Unreadable XML.');
  }
  const roots = nodes.map((node) => convert(node, 1)).filter((node) => node !== null);
  if (roots.length !== 1 || !roots[0]) {
    throw new XmlRefusedError('malformed', 'The document must have exactly one root element.');
  }
  return roots[0];
}

/** The first child element of that name, or undefined. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** Every child element of that name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}

/** The trimmed text of the element at the path of child names, or '' when absent. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string {
  let current = element;
  for (const name of path) current = child(current, name);
  return current?.text.trim() ?? '';
}
