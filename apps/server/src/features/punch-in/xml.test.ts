import { describe, expect, it } from 'vitest';
import { escapeXml } from '../shell/punchout';
import { parseXml, type XmlRefusal, XmlRefusedError } from './xml';

const limit = { maxBytes: 64 * 1024 };

function refusal(text: string, options = limit): XmlRefusal | 'accepted' {
  try {
    parseXml(text, options);
    return 'accepted';
  } catch (error) {
    if (error instanceof XmlRefusedError) return error.reason;
    throw error;
  }
}

describe('parseXml', () => {
  it('should read elements, attributes, text, references and CDATA, decoding each reference once', () => {
    const root = parseXml(
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML a="x &amp;amp; &#65;"><B>A &amp;#38; &#x42; &lt;<![CDATA[<raw &amp;>]]></B><C/></cXML>`,
      limit,
    );
    expect(root).toEqual({
      name: 'cXML',
      attributes: { a: 'x &amp; A' },
      text: '',
      children: [
        { name: 'B', attributes: {}, text: 'A &#38; B <<raw &amp;>', children: [] },
        { name: 'C', attributes: {}, text: '', children: [] },
      ],
    });
  });

  it.each<[string, string, XmlRefusal]>([
    ['an entity expansion bomb', '<!DOCTYPE a [<!ENTITY b "bb"><!ENTITY c "&b;&b;">]><a>&c;</a>', 'entity'],
    ['an external entity', '<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'entity'],
    ['an internal subset without entities', '<!DOCTYPE a [ ]><a/>', 'doctype'],
    ['two document types', '<!DOCTYPE a SYSTEM "a.dtd"><!DOCTYPE a SYSTEM "b.dtd"><a/>', 'doctype'],
    ['an undeclared entity', '<a>&nbsp;</a>', 'entity'],
    ['a bare ampersand', '<a>fish & chips</a>', 'malformed'],
    ['a reference to a character XML forbids', '<a>&#0;</a>', 'malformed'],
    ['unbalanced tags', '<a><b></a>', 'malformed'],
    ['two roots', '<a/><b/>', 'malformed'],
    ['plain text', 'hello', 'malformed'],
    ['nothing', '', 'malformed'],
    ['deep nesting', `${'<a>'.repeat(100)}${'</a>'.repeat(100)}`, 'tooDeep'],
  ])('should refuse %s', (_name, text, reason) => {
    expect(refusal(text)).toBe(reason);
  });

  it('should refuse a document over the size limit before reading it', () => {
    expect(refusal(`<a>${'x'.repeat(100)}</a>`, { maxBytes: 50 })).toBe('tooLarge');
    expect(refusal(`<a>${'é'.repeat(30)}</a>`, { maxBytes: 50 })).toBe('tooLarge');
  });

  it('should accept a document type naming an external DTD without reading it', () => {
    expect(refusal('<!DOCTYPE cXML PUBLIC "-//cXML//DTD" "http://127.0.0.1:9/never.dtd"><cXML/>')).toBe(
      'accepted',
    );
  });

  it('should read back whatever escapeXml wrote, dropping what XML cannot carry', () => {
    const text = 'a < b & "c" \'d\' \u0000\u0007 \uD800 😀';
    const root = parseXml(`<a v="${escapeXml(text)}">${escapeXml(text)}</a>`, limit);
    expect(root.text).toBe('a < b & "c" \'d\'   😀');
    expect(root.attributes.v).toBe(root.text);
  });
});
