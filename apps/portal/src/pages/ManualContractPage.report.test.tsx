import type { ContractUploadOptions } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '../app/downloads';
import ManualContractPage from './ManualContractPage';

/** A refused workbook's report loads its code on first use: the form (and the focus in it) must stay meanwhile. */

const { call, reportCode } = vi.hoisted(() => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { call: vi.fn(), reportCode: { gate, open: () => open() } };
});
vi.mock('../services/api', () => ({ api: { call, download: vi.fn() } }));
vi.mock('./manualContract/UploadReport', async (importOriginal) => {
  await reportCode.gate;
  return importOriginal();
});

const LOGI = '00000000-0000-4000-8000-000000000007';
const options: ContractUploadOptions = {
  manufacturers: [{ id: LOGI, name: 'Logitech', code: 'LOGI' }],
  erpAccountNumbers: ['C-100234'],
};

describe('ManualContractPage, a refused workbook', () => {
  it('keeps the upload form shown, the focus on Upload, while the report loads, then shows the report', async () => {
    call.mockImplementation(async (endpoint: { id: string }) => {
      switch (endpoint.id) {
        case 'manualContract.getContractUploadManufacturers':
          return options;
        case 'manualContract.listCurrentManufacturers':
          return [];
        default:
          throw new ApiError({
            status: 422,
            endpointId: 'manualContract.uploadFile',
            body: {
              code: 'ManualContractRowsInvalid',
              message: 'Nothing was imported: 1 cell of the file needs correcting.',
              traceId: 't',
              rowProblems: [{ row: 2, column: 'Serial Number', message: 'Serial Number is required.' }],
              totalProblems: 1,
            },
          });
      }
    });
    const user = userEvent.setup();
    render(
      <DownloadsProvider save={vi.fn()}>
        <ManualContractPage route={routeByName('ManualContractUpload')} query={{}} />
      </DownloadsProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /Choose a manufacturer/ }));
    await user.click(await screen.findByRole('option', { name: 'Logitech' }));
    await user.upload(
      screen.getByLabelText(/^XLS or XLSX file/),
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'contracts.xlsx'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'manualContract.uploadFile' }),
        expect.anything(),
      ),
    );
    // The report's code has not arrived: the form is still shown (not hidden behind a spinner).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeVisible();
    expect(upload).toHaveFocus();
    reportCode.open();
    expect(await screen.findByText('Serial Number is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeVisible();
  });
});
