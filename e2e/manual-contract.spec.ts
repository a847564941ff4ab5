import { readFile } from 'node:fs/promises';
import { read, utils, write } from '@e965/xlsx';
import { expect, type Page, test } from '@playwright/test';
import { MANUAL_CONTRACT_COLUMNS } from '../packages/api/src/manual-contract-values';
import { callApi, choose, expectNoAxeViolations, mainMenu, signInByApi } from './support';

// Manual contract upload (issue 19), as the Northwind contracts user, for Logitech: no seeded contract is
// Logitech's, so the counts below are the journey's own, and it deletes what it uploaded at the end.
const CONTRACTS = 'contracts@northwind.example';
const LOGITECH = 'Logitech';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Grid = (string | number)[][];

/** The first sheet of a workbook as rows of cells. */
function gridOf(bytes: Uint8Array): Grid {
  const book = read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] as string];
  if (!sheet) throw new Error('the workbook has no sheet');
  return utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, defval: '' });
}

/** The template's header row with these rows under it (the example row replaced), as an XLSX file. */
function filled(header: Grid[number], rows: Grid): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), 'Contracts');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

const row = (
  contract: string,
  serial: string,
  part = 'LOGI-RALLY-BAR',
  start = '01/01/2026',
  end = '12/31/2027',
) =>
  MANUAL_CONTRACT_COLUMNS.map(
    (column) =>
      ({
        contractNumber: contract,
        contractType: 'Extended Warranty',
        contractStartDate: start,
        contractEndDate: end,
        partNumber: part,
        serialNumber: serial,
        serviceLevel: 'Advance replacement',
      })[column.key as string] ?? '',
  );

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('XLS or XLSX file').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
  await page.getByRole('button', { name: 'Upload' }).click();
}

type Contract = { contractNumber: string; deviceCount: number };
const logitechContracts = async (page: Page, manufacturerId: string) =>
  (
    await callApi<Contract[]>(page, 'GET', 'V1.0/ManualContract/getMaintenanceContracts', {
      query: { manufacturerId },
    })
  ).map((contract) => [contract.contractNumber, contract.deviceCount]);

test('the contracts user downloads the template, uploads it filled, then a broken workbook and a renamed program', async ({
  page,
}) => {
  await signInByApi(page, CONTRACTS);
  await mainMenu(page).getByRole('button', { name: 'Contracts' }).click();
  await mainMenu(page).getByRole('link', { name: 'Manual Contract Upload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Contract Upload' })).toBeVisible();
  // The seed's uploaded contracts (Palo Alto, Fortinet) are listed; the contracts dashboard's journey may delete one
  // of them at the same time, so only the table's rows are counted on here.
  await expect(
    page.getByRole('grid', { name: 'Current manufacturers' }).getByRole('rowheader').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The template of the company's ERP account number: a real XLSX with the headers and an example row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contract-template-C-100234.xlsx');
  const template = gridOf(new Uint8Array(await readFile((await download.path()) as string)));
  const header = template[0] as Grid[number];
  expect(header).toEqual(MANUAL_CONTRACT_COLUMNS.map((column) => column.header));
  expect(template[1]?.slice(0, 2)).toEqual(['ACME-2026-0001', 'Premium Support']);

  // Filled with three good rows: they land.
  await choose(page, 'Manufacturer', LOGITECH);
  await upload(
    page,
    'logitech-contracts.xlsx',
    filled(header, [
      row('LOGI-E2E-01', 'LG-E2E-1'),
      row('LOGI-E2E-01', 'LG-E2E-2'),
      row('LOGI-E2E-02', 'LG-E2E-3'),
    ]),
  );
  await expect(
    page.getByText(
      '3 rows imported. Contracts: 2 added, 0 updated, 0 removed. Devices: 3 added, 0 updated, 0 removed.',
    ),
  ).toBeVisible();
  const current = page.getByRole('grid', { name: 'Current manufacturers' });
  const logitechRow = current
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: LOGITECH }) });
  await expect(logitechRow).toContainText('C-100234');
  const options = await callApi<{ manufacturers: { id: string; name: string }[] }>(
    page,
    'GET',
    'V1.0/ManualContract/getContractUploadManufacturers',
  );
  const logitechId = options.manufacturers.find((manufacturer) => manufacturer.name === LOGITECH)
    ?.id as string;
  const landed = [
    ['LOGI-E2E-01', 2],
    ['LOGI-E2E-02', 1],
  ];
  expect(await logitechContracts(page, logitechId)).toEqual(landed);
  await page.getByRole('button', { name: 'View contracts of Logitech' }).click();
  await expect(
    page
      .getByRole('grid', { name: 'Uploaded contracts of Logitech' })
      .getByRole('rowheader', { name: 'LOGI-E2E-02' }),
  ).toBeVisible();

  // A broken workbook: the report names each bad cell, and nothing changed.
  await upload(
    page,
    'broken.xlsx',
    filled(header, [
      row('LOGI-E2E-01', 'LG-E2E-4'),
      row('LOGI-E2E-03', 'LG-E2E-5', 'LOGI-RALLY-BAR', '02/30/2026'),
      row('LOGI-E2E-03', '', 'X'),
    ]),
  );
  await expect(page.getByText('Nothing was imported: 2 cells of the file need correcting.')).toBeVisible();
  const report = page.getByRole('grid', { name: 'Rows to correct' });
  await expect(
    report.getByRole('row').filter({ hasText: '"02/30/2026" is not a date; write MM/DD/YYYY.' }),
  ).toContainText('3');
  await expect(report.getByRole('row').filter({ hasText: 'Serial Number is required.' })).toContainText('4');
  await expectNoAxeViolations(page);
  expect(await logitechContracts(page, logitechId)).toEqual(landed);

  // A program renamed .xlsx is refused by what it is.
  const program = Buffer.alloc(2048);
  program.write('MZ', 0, 'latin1');
  await upload(page, 'setup.xlsx', program);
  await expect(
    page.getByText('The system is unable to read the imported file. Make sure the format is XLS or XLSX'),
  ).toBeVisible();
  expect(await logitechContracts(page, logitechId)).toEqual(landed);

  // Delete Logitech's uploaded contracts (and leave the data as the seed made it).
  await page.getByRole('button', { name: 'Delete contracts of Logitech' }).click();
  const box = page.getByRole('alertdialog');
  await expect(box).toContainText('Delete the 2 uploaded contracts of Logitech with their 3 devices?');
  await box.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The uploaded contracts of Logitech were deleted.')).toBeVisible();
  await expect(current.getByRole('rowheader', { name: LOGITECH })).toHaveCount(0);
  expect(await logitechContracts(page, logitechId)).toEqual([]);
});
