import { describe, expect, it } from 'vitest';
import { checkContent, SAFE_CONTENT_TYPES } from './content';
import { samples } from './documents.fixtures';

const text = (value: string) => new TextEncoder().encode(value);

describe('checkContent', () => {
  it.each([
    ['pdf', samples.pdf(), 'application/pdf'],
    ['png', samples.png(), 'image/png'],
    ['jpg', samples.jpeg(), 'image/jpeg'],
    ['jpeg', samples.jpeg(), 'image/jpeg'],
    ['gif', samples.gif(), 'image/gif'],
    ['doc', samples.ole(), 'application/msword'],
    ['xls', samples.ole(), 'application/vnd.ms-excel'],
    ['csv', samples.csv(), 'text/csv; charset=utf-8'],
    ['txt', text('Rack 4, closet B.\r\nCall before 9am.'), 'text/plain; charset=utf-8'],
    ['dwg', new Uint8Array([0x41, 0x43, 0x31, 0x30, 0x33, 0x32, 0, 0, 0xff]), 'application/octet-stream'],
    ['', text('notes without an extension'), 'application/octet-stream'],
  ])('should accept a .%s file with its signature as %s', (extension, bytes, contentType) => {
    expect(checkContent(extension, bytes)).toEqual({ ok: true, contentType });
  });

  it('should accept a real workbook as xlsx and refuse it as docx', async () => {
    const workbook = await samples.xlsx();
    expect(checkContent('xlsx', workbook)).toEqual({
      ok: true,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    // A workbook is an OOXML package too: the signature tells packages from other files, not Word from Excel.
    expect(checkContent('docx', workbook).ok).toBe(true);
    expect(checkContent('pdf', workbook)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each([
    ['pdf', samples.png()],
    ['png', samples.pdf()],
    ['jpg', samples.gif()],
    ['gif', text('GIF90a')],
    ['docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['xlsx', samples.ole()],
    ['xls', samples.pdf()],
    ['csv', samples.latin1()],
    ['txt', samples.nul()],
  ])('should refuse a .%s file whose bytes are something else', (extension, bytes) => {
    expect(checkContent(extension, bytes)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it.each([
    ['a Windows program named .pdf', 'pdf', samples.exe()],
    ['a Windows program named .txt', 'txt', samples.exe()],
    ['an ELF program with no extension', '', samples.elf()],
    ['a Mach-O program named .png', 'png', samples.machO()],
    ['a shell script named .csv', 'csv', samples.script()],
    [
      'a script behind a UTF-8 byte order mark',
      'txt',
      new Uint8Array([0xef, 0xbb, 0xbf, ...samples.script()]),
    ],
    ['a web page with script named .txt', 'txt', samples.html()],
    ['an SVG with an event handler named .dat', 'dat', samples.svg()],
    ['a javascript: link in a CSV', 'csv', text('name,url\nhome,JavaScript:alert(1)\n')],
  ])('should refuse %s as active content', (_name, extension, bytes) => {
    expect(checkContent(extension, bytes)).toEqual({ ok: false, reason: 'activeContent' });
  });

  it('should accept text that merely talks about markup', () => {
    expect(checkContent('txt', text('Use <b>bold</b> and onclick= in the template, not scripts.')).ok).toBe(
      true,
    );
  });

  it('should serve every type it answers as a safe type', () => {
    for (const [extension, bytes] of [
      ['pdf', samples.pdf()],
      ['csv', samples.csv()],
      ['png', samples.png()],
    ] as const) {
      const check = checkContent(extension, bytes);
      expect(check.ok && SAFE_CONTENT_TYPES.has(check.contentType)).toBe(true);
    }
    expect(SAFE_CONTENT_TYPES.has('text/html')).toBe(false);
    expect(SAFE_CONTENT_TYPES.has('image/svg+xml')).toBe(false);
  });
});
