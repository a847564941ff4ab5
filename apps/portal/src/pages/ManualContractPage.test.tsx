import type { ContractUploadOptions, CurrentManufacturer, ManualContractUploadResult } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import ManualContractPage from './ManualContractPage';

const { call, download } = vi.hoisted(() => ({ call: vi.fn(), download: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call, download } }));

const LOGI = '00000000-0000-4000-8000-000000000007';
const options: ContractUploadOptions = {
  manufacturers: [
    { id: LOGI, name: 'Logitech', code: 'LOGI' },
    { id: '00000000-0000-4000-8000-000000000009', name: 'Palo Alto Networks', code: 'PANW' },
  ],
  erpAccountNumbers: ['C-100234'],
};
const paloAlto: CurrentManufacturer = {
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Palo Alto Networks',
  code: 'PANW',
  contracts: 1,
  devices: 6,
  erpAccountNumbers: ['C-100234'],
  lastUploadedAt: '2026-11-20T15:30:00.000Z',
};
const landed: ManualContractUploadResult = {
  uploadType: 1,
  manufacturerId: LOGI,
  erpAccountNumber: 'C-100234',
  rows: 3,
  contractsAdded: 2,
  contractsUpdated: 0,
  contractsRemoved: 0,
  devicesAdded: 3,
  devicesUpdated: 0,
  devicesRemoved: 0,
};

function answering(
  upload: (options: { onUploadProgress?: (sent: number, total: number) => void }) => unknown,
) {
  call.mockImplementation(async (endpoint: { id: string }, callOptions: never) => {
    switch (endpoint.id) {
      case 'manualContract.getContractUploadManufacturers':
        return options;
      case 'manualContract.listCurrentManufacturers':
        return [paloAlto];
      case 'manualContract.uploadFile':
        return upload(callOptions);
      case 'manualContract.deleteManufacturerContracts':
        return { contracts: 1, devices: 6 };
      default:
        throw new Error(`unexpected ${endpoint.id}`);
    }
  });
}

const renderPage = () =>
  render(
    <DownloadsProvider save={vi.fn()}>
      <ManualContractPage route={routeByName('ManualContractUpload')} query={{}} />
    </DownloadsProvider>,
  );

async function chooseAndUpload(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(await screen.findByRole('button', { name: /Choose a manufacturer/ }));
  await user.click(await screen.findByRole('option', { name: 'Logitech' }));
  await user.upload(screen.getByLabelText(/^XLS or XLSX file/), file);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

const workbook = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'contracts.xlsx');

describe('ManualContractPage', () => {
  afterEach(() => {
    call.mockReset();
    download.mockReset();
  });

  it('should upload the workbook as a form with its upload progress and show what landed', async () => {
    let finish: (answer: ManualContractUploadResult) => void = () => {};
    answering(({ onUploadProgress }) => {
      onUploadProgress?.(512, 1024);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Palo Alto Networks' })).toBeInTheDocument();
    await chooseAndUpload(user, workbook());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading contracts.xlsx' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    finish(landed);
    expect(
      await screen.findByText(
        '3 rows imported. Contracts: 2 added, 0 updated, 0 removed. Devices: 3 added, 0 updated, 0 removed.',
      ),
    ).toBeInTheDocument();
    const [, sent] = call.mock.calls.find(([endpoint]) => endpoint.id === 'manualContract.uploadFile') ?? [];
    const form = sent.body as FormData;
    expect(form.get('manufacturerId')).toBe(LOGI);
    expect(form.get('erpAccountNumber')).toBe('C-100234');
    expect(form.get('uploadType')).toBe('1');
    expect((form.get('file') as File).name).toBe('contracts.xlsx');
    expect(sent.reportProblems).toBe(false);
    expect(typeof sent.onUploadProgress).toBe('function');
  });

  it("should show a refused workbook's report row by row", async () => {
    answering(() => {
      throw new ApiError({
        status: 422,
        endpointId: 'manualContract.uploadFile',
        body: {
          code: 'ManualContractRowsInvalid',
          message: 'Nothing was imported: 1 cell of the file needs correcting.',
          traceId: 't',
          rowProblems: [
            { row: 3, column: 'Quantity', message: '"two" is not a whole number from 1 to 100,000.' },
          ],
          totalProblems: 1,
        },
      });
    });
    const user = userEvent.setup();
    renderPage();
    await chooseAndUpload(user, workbook());
    expect(
      await screen.findByText('Nothing was imported: 1 cell of the file needs correcting.'),
    ).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Rows to correct' });
    expect(
      await within(grid).findByText('"two" is not a whole number from 1 to 100,000.'),
    ).toBeInTheDocument();
  });

  it('should show the server refusing an unreadable file in its words', async () => {
    const message = 'The system is unable to read the imported file. Make sure the format is XLS or XLSX';
    answering(() => {
      throw new ApiError({
        status: 400,
        endpointId: 'manualContract.uploadFile',
        body: { code: 'ManualContractUnreadable', message, traceId: 't' },
      });
    });
    const user = userEvent.setup();
    renderPage();
    await chooseAndUpload(user, workbook());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('should say at the file field, with the focus there, that the server could not read the file', async () => {
    const message = 'The system is unable to read the imported file. Make sure the format is XLS or XLSX';
    answering(() => {
      throw new ApiError({
        status: 400,
        endpointId: 'manualContract.uploadFile',
        body: {
          code: 'ManualContractUnreadable',
          message,
          traceId: 't',
          errors: [{ path: 'file', message }],
        },
      });
    });
    const user = userEvent.setup();
    renderPage();
    await chooseAndUpload(user, workbook());
    const input = screen.getByLabelText(/^XLS or XLSX file/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    // Said once, at the field, not again at the top of the page.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('should move the focus to the manufacturer when an upload is refused without one', async () => {
    answering(() => landed);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose the manufacturer of the contracts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose a manufacturer/ })).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: 'manualContract.uploadFile' }),
      expect.anything(),
    );
  });

  it("should download the template of the ERP account and delete a manufacturer's contracts once confirmed", async () => {
    answering(() => landed);
    download.mockResolvedValue({
      kind: 'file',
      blob: new Blob(['x']),
      fileName: 'contract-template-C-100234.xlsx',
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'manualContract.downloadTemplate' }),
        expect.objectContaining({ query: { erpaccountnumber: 'C-100234' } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete contracts of Palo Alto Networks' }));
    const box = await screen.findByRole('alertdialog');
    expect(
      within(box).getByText(/Delete the 1 uploaded contracts of Palo Alto Networks with their 6 devices/),
    ).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The uploaded contracts of Palo Alto Networks were deleted.'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'manualContract.deleteManufacturerContracts' }),
      {
        query: { manufacturerId: paloAlto.id },
        reportProblems: false,
      },
    );
  });
});
