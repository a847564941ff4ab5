import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_MAX_BYTES,
  attachmentSizeText,
  checkAttachment,
  checkAttachmentDescription,
  checkAttachmentFile,
  checkAttachmentUpload,
  defaultBlockedExtensions,
  fileExtension,
} from './attachments';

describe('fileExtension', () => {
  it.each([
    ['report.xlsx', 'xlsx'],
    ['Report.XLSX', 'xlsx'],
    ['invoice.pdf.exe', 'exe'],
    ['report.PDF.js', 'js'],
    ['setup.exe. ', 'exe'],
    ['setup.exe...', 'exe'],
    ['.bashrc', ''],
    ['README', ''],
    ['folder/notes.txt', 'txt'],
    ['C:\\Users\\dana\\quote.docx', 'docx'],
    ['folder.v2\\README', ''],
  ])('should read %j as %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('checkAttachment', () => {
  it('should block about 60 distinct dangerous extensions by default', () => {
    expect(defaultBlockedExtensions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(defaultBlockedExtensions).size).toBe(defaultBlockedExtensions.length);
    for (const extension of defaultBlockedExtensions) expect(extension).toBe(extension.toLowerCase());
  });

  it.each([
    ['setup.exe', 'exe'],
    ['report.PDF.js', 'js'],
    ['run.BAT', 'bat'],
    ['page.html', 'html'],
    ['logo.svg', 'svg'],
    ['macro.vbs', 'vbs'],
    ['tool.msi', 'msi'],
    ['link.lnk', 'lnk'],
    ['deploy.sh', 'sh'],
    ['quote.pdf.exe. ', 'exe'],
  ])('should refuse %j as blocked', (name, extension) => {
    expect(checkAttachment(name)).toEqual({ ok: false, extension, reason: 'blocked' });
  });

  it.each(['quote.pdf', 'photo.JPG', 'order.xlsx', 'notes.txt', 'parts.csv', 'README', 'drawing.dwg'])(
    'should accept %j',
    (name) => {
      expect(checkAttachment(name).ok).toBe(true);
    },
  );

  it('should use a custom block list instead of the default one', () => {
    expect(checkAttachment('tool.exe', { blockedExtensions: ['zip'] }).ok).toBe(true);
    expect(checkAttachment('archive.ZIP', { blockedExtensions: ['zip'] })).toEqual({
      ok: false,
      extension: 'zip',
      reason: 'blocked',
    });
  });

  it.each([
    ['contracts.xls', true],
    ['contracts.XLSX', true],
    ['contracts.csv', false],
    ['contracts.pdf', false],
    ['contracts', false],
    ['contracts.xlsx.exe', false],
  ])('should judge %j in spreadsheet mode as accepted: %s', (name, ok) => {
    const check = checkAttachment(name, { accept: 'spreadsheet' });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.reason).toBe('notSpreadsheet');
  });
});

describe('checkAttachmentDescription', () => {
  it.each([
    ['', 'descriptionRequired'],
    ['   ', 'descriptionRequired'],
    ['Signed PO', undefined],
    ['x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH), undefined],
    [` ${'x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH)} `, undefined],
    ['x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH + 1), 'descriptionTooLong'],
  ])('should judge a description of %j characters', (description, problem) => {
    expect(checkAttachmentDescription(description)).toBe(problem);
  });
});

describe('checkAttachmentUpload', () => {
  const ok = { fileName: 'quote.pdf', size: 1024, description: 'Signed quote' };

  it.each([
    ['an ordinary upload', ok, {}, { ok: true, extension: 'pdf' }],
    [
      'a blocked name',
      { ...ok, fileName: 'setup.exe' },
      {},
      { ok: false, extension: 'exe', reason: 'blocked' },
    ],
    [
      'a blocked name before a missing description',
      { ...ok, fileName: 'report.PDF.js', description: '' },
      {},
      { ok: false, extension: 'js', reason: 'blocked' },
    ],
    ['an empty file', { ...ok, size: 0 }, {}, { ok: false, extension: 'pdf', reason: 'empty' }],
    ['exactly 10 MB', { ...ok, size: ATTACHMENT_MAX_BYTES }, {}, { ok: true, extension: 'pdf' }],
    [
      '10 MB and one byte',
      { ...ok, size: ATTACHMENT_MAX_BYTES + 1 },
      {},
      { ok: false, extension: 'pdf', reason: 'tooLarge' },
    ],
    [
      'a lower limit',
      { ...ok, size: 2048 },
      { maxBytes: 2047 },
      { ok: false, extension: 'pdf', reason: 'tooLarge' },
    ],
    [
      'a missing description',
      { ...ok, description: ' ' },
      {},
      { ok: false, extension: 'pdf', reason: 'descriptionRequired' },
    ],
    [
      'a missing description when none is required',
      { ...ok, description: '' },
      { requireDescription: false },
      { ok: true, extension: 'pdf' },
    ],
    [
      'a too long description even when none is required',
      { ...ok, description: 'x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH + 1) },
      { requireDescription: false },
      { ok: false, extension: 'pdf', reason: 'descriptionTooLong' },
    ],
    [
      'a PDF in spreadsheet mode',
      ok,
      { accept: 'spreadsheet' as const },
      { ok: false, extension: 'pdf', reason: 'notSpreadsheet' },
    ],
    [
      'a workbook in spreadsheet mode',
      { ...ok, fileName: 'contracts.xlsx' },
      { accept: 'spreadsheet' as const },
      { ok: true, extension: 'xlsx' },
    ],
  ])('should judge %s', (_name, upload, options, expected) => {
    expect(checkAttachmentUpload(upload, options)).toEqual(expected);
  });
});

describe('checkAttachmentFile', () => {
  it('judges a picked file by its type, emptiness and the contract’s size limit, never its description', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkAttachmentFile({ name: 'quote.pdf', size: ATTACHMENT_MAX_BYTES })).toEqual({
      ok: true,
      extension: 'pdf',
    });
    expect(checkAttachmentFile({ name: 'survey.mp4', size: ATTACHMENT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      extension: 'mp4',
      reason: 'tooLarge',
    });
    expect(checkAttachmentFile({ name: 'blank.pdf', size: 0 })).toMatchObject({ reason: 'empty' });
    expect(checkAttachmentFile({ name: 'setup.exe', size: 10 })).toMatchObject({ reason: 'blocked' });
    expect(checkAttachmentFile({ name: 'list.csv', size: 10 }, { accept: 'spreadsheet' })).toMatchObject({
      reason: 'notSpreadsheet',
    });
  });

  it('says a size limit in whole megabytes', () => {
    expect(attachmentSizeText(ATTACHMENT_MAX_BYTES)).toBe('10 MB');
  });
});
