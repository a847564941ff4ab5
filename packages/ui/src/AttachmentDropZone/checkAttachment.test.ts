import { describe, expect, it } from 'vitest';
import { checkAttachment, defaultBlockedExtensions, fileExtension } from './checkAttachment';

describe('fileExtension', () => {
  it.each([
    ['report.xlsx', 'xlsx'],
    ['Report.XLSX', 'xlsx'],
    ['invoice.pdf.exe', 'exe'],
    ['setup.exe. ', 'exe'],
    ['.bashrc', ''],
    ['README', ''],
    ['folder/notes.txt', 'txt'],
  ])('should read %j as %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('checkAttachment', () => {
  it('should block about 60 dangerous extensions by default', () => {
    expect(defaultBlockedExtensions.length).toBeGreaterThanOrEqual(55);
    expect(new Set(defaultBlockedExtensions).size).toBe(defaultBlockedExtensions.length);
  });

  it.each([
    'exe',
    'bat',
    'cmd',
    'com',
    'msi',
    'scr',
    'ps1',
    'vbs',
    'js',
    'jse',
    'wsf',
    'hta',
    'html',
    'htm',
    'php',
    'asp',
    'aspx',
    'jsp',
    'sh',
    'dll',
    'jar',
    'app',
  ])('should refuse a .%s file', (extension) => {
    expect(checkAttachment(`file.${extension}`)).toEqual({ ok: false, extension, reason: 'blocked' });
  });

  it.each(['quote.pdf', 'photo.JPG', 'order.xlsx', 'notes.txt', 'README'])('should accept %j', (name) => {
    expect(checkAttachment(name).ok).toBe(true);
  });

  it('should refuse a blocked extension hidden behind another one or in capitals', () => {
    expect(checkAttachment('invoice.pdf.EXE').ok).toBe(false);
    expect(checkAttachment('Invoice.Html').ok).toBe(false);
    expect(checkAttachment('setup.exe. ').ok).toBe(false);
  });

  it('should use a custom block list instead of the default one', () => {
    expect(checkAttachment('tool.exe', { blockedExtensions: ['zip'] }).ok).toBe(true);
    expect(checkAttachment('archive.ZIP', { blockedExtensions: ['zip'] })).toEqual({
      ok: false,
      extension: 'zip',
      reason: 'blocked',
    });
  });

  it.each(['contracts.xls', 'contracts.XLSX'])('should accept %j as a spreadsheet', (name) => {
    expect(checkAttachment(name, { accept: 'spreadsheet' }).ok).toBe(true);
  });

  it.each(['contracts.csv', 'contracts.pdf', 'contracts', 'contracts.xlsx.exe'])(
    'should refuse %j when a spreadsheet is required',
    (name) => {
      expect(checkAttachment(name, { accept: 'spreadsheet' })).toMatchObject({
        ok: false,
        reason: 'notSpreadsheet',
      });
    },
  );
});
