import { describe, expect, it } from 'vitest';
import { flagsNoData, parseContentDisposition } from './content-disposition';

describe('parseContentDisposition', () => {
  it.each([
    ['attachment; filename="report.csv"', 'attachment', 'report.csv'],
    ['attachment; filename=report.csv', 'attachment', 'report.csv'],
    ['inline; filename="a \\"quoted\\" name.pdf"', 'inline', 'a "quoted" name.pdf'],
    ['attachment; filename="semi;colon.txt"', 'attachment', 'semi;colon.txt'],
    ["attachment; filename*=UTF-8''%E2%82%AC%20rates.xlsx", 'attachment', '€ rates.xlsx'],
    ['attachment; filename*=utf-8\'en\'Stra%C3%9Fe.csv; filename="Strasse.csv"', 'attachment', 'Straße.csv'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.csv", 'attachment', '£ rates.csv'],
    ['attachment; filename="fallback.csv"; filename*=UNKNOWN\'\'x.csv', 'attachment', 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'attachment', 'passwd'],
    ['ATTACHMENT; FILENAME="upper.CSV"', 'attachment', 'upper.CSV'],
    ['attachment', 'attachment', null],
  ])('should read %s', (header, type, fileName) => {
    expect(parseContentDisposition(header)).toEqual({ type, fileName });
  });

  it('should answer no name for a missing header', () => {
    expect(parseContentDisposition(null)).toEqual({ type: '', fileName: null });
  });
});

describe('flagsNoData', () => {
  it.each([
    [{ 'X-No-Data': 'true' }, true],
    [{ 'x-no-data': 'TRUE' }, true],
    [{ 'X-No-Data': 'false' }, false],
    [{ 'content-disposition': 'attachment; nodata' }, true],
    [{ 'content-disposition': 'attachment; filename="NoData.csv"' }, true],
    [{ 'content-disposition': 'attachment; filename="orders.csv"' }, false],
    [{}, false],
  ])('should read %j as %s', (headers, expected) => {
    expect(flagsNoData(new Headers(headers))).toBe(expected);
  });
});
