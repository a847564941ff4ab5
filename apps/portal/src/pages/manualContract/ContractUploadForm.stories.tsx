import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractUploadForm } from './ContractUploadForm';

/** The template download and the upload form of /manual-contract (issue 19), with the upload's progress. */
const manufacturers = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Fortinet', code: 'FTNT' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Palo Alto Networks', code: 'PANW' },
];

const meta = {
  title: 'Contracts/Manual upload/ContractUploadForm',
  component: ContractUploadForm,
  args: {
    manufacturers,
    erpAccountNumbers: ['C-100234', 'C-100235'],
    onDownloadTemplate: fn(),
    onUpload: fn(),
    progress: null,
    result: null,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContractUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const xlsx = (name: string) =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** The template of the first ERP account; Upload without a manufacturer or file says what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download template' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith('C-100234');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Choose the manufacturer of the contracts.')).toBeVisible();
    await expect(canvas.getByText('Choose the XLS or XLSX file to upload.')).toBeVisible();
    await expect(canvas.getByLabelText(/^XLS or XLSX file/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A file that is not XLS or XLSX is refused as it is picked, in the documents' words. */
export const NotASpreadsheet: Story = {
  args: { defaultManufacturerId: manufacturers[0]?.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/^XLS or XLSX file/), new File(['MZ'], 'setup.exe'), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(
        'The system is unable to read the imported file. Make sure the format is XLS or XLSX',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Overwrite chosen and a workbook picked: Upload hands them to the page. */
export const Ready: Story = {
  args: { defaultManufacturerId: manufacturers[1]?.id },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Overwrite' }));
    await expect(
      canvas.getByText(
        "Replaces the manufacturer's uploaded contracts of this ERP account number with the file's.",
      ),
    ).toBeVisible();
    await userEvent.upload(canvas.getByLabelText(/^XLS or XLSX file/), xlsx('contracts.xlsx'));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(
        expect.objectContaining({
          manufacturerId: manufacturers[1]?.id,
          erpAccountNumber: 'C-100234',
          uploadType: 0,
        }),
      ),
    );
  },
};

/** The workbook on its way: the bar shows the part sent. */
export const Sending: Story = {
  args: { progress: { phase: 'sending', fileName: 'contracts.xlsx', percent: 40 } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading contracts.xlsx' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

/** Sent; the server checks and imports the rows. */
export const Importing: Story = {
  args: { progress: { phase: 'importing', fileName: 'contracts.xlsx' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Checking and importing the rows…')).toBeVisible();
  },
};

/** The upload landed: what it changed. */
export const Uploaded: Story = {
  args: {
    result: {
      uploadType: 1,
      manufacturerId: manufacturers[0]?.id ?? '',
      erpAccountNumber: 'C-100234',
      rows: 3,
      contractsAdded: 2,
      contractsUpdated: 0,
      contractsRemoved: 0,
      devicesAdded: 3,
      devicesUpdated: 0,
      devicesRemoved: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '3 rows imported. Contracts: 2 added, 0 updated, 0 removed. Devices: 3 added, 0 updated, 0 removed.',
      ),
    ).toBeVisible();
  },
};
