import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentDropZone, type AttachmentFileRefusal } from './AttachmentDropZone';

const meta = {
  title: 'Components/AttachmentDropZone/Features',
  component: AttachmentDropZone,
  args: { onChange: fn() },
} satisfies Meta<typeof AttachmentDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The attachment rule is the caller's (the portal passes flows' upload rule): these stories pass the verdicts for
 * their files as literals.
 */
const refusals: Record<string, AttachmentFileRefusal> = {
  'invoice.pdf.exe': 'blocked',
  'contracts.csv': 'notSpreadsheet',
  'site-survey.mp4': 'tooLarge',
  'blank.pdf': 'empty',
};
const checkFile = (file: File) => refusals[file.name] ?? null;

function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

export const BlockedFileRefused: Story = {
  args: { checkFile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      new File(['MZ'], 'invoice.pdf.exe', { type: 'application/octet-stream' }),
      new File(['a,b'], 'serials.csv', { type: 'text/csv' }),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'invoice.pdf.exe cannot be attached: files of this type are not allowed.',
    );
    await expect(canvas.getByText('serials.csv')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove invoice.pdf.exe' })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'serials.csv' }), description: '' },
    ]);
  },
};

/**
 * A file over the rule's size limit (the portal: the contract's 10 MB) is refused as it is picked, so it is never
 * uploaded; the page's label says the limit. An empty file likewise.
 */
export const TooLargeFileRefused: Story = {
  args: {
    checkFile,
    labels: {
      tooLarge: '{name} is too large: an attachment can be at most 10 MB.',
      empty: '{name} is empty.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      new File(['video'], 'site-survey.mp4', { type: 'video/mp4' }),
      new File([''], 'blank.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'site-survey.mp4 is too large: an attachment can be at most 10 MB.',
    );
    await expect(alert).toHaveTextContent('blank.pdf is empty.');
    await expect(canvas.getByText('quote.pdf')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'quote.pdf' }), description: '' },
    ]);
  },
};

export const SpreadsheetOnly: Story = {
  args: { accept: 'spreadsheet', allowsMultiple: false, checkFile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker's accept attribute already hides other files; a drop or a permissive browser must still be refused.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), new File(['x'], 'contracts.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The system is unable to read the imported file. Make sure the format is XLS or XLSX.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await user.upload(fileInput(canvasElement), new File(['x'], 'contracts.xlsx'));
    await expect(await canvas.findByText('contracts.xlsx')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const RequiredDescription: Story = {
  args: {
    requireDescription: true,
    checkDescription: (description: string) => (description === '' ? 'descriptionRequired' : null),
    descriptionMaxLength: 250,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF'], 'quote-1042.pdf'));
    const description = await canvas.findByRole('textbox', { name: /Description of quote-1042.pdf/ });
    await expect(description).toBeRequired();
    // The limit is checked at the field (ui TextField), never cut by a maxlength.
    await expect(description).not.toHaveAttribute('maxlength');
    await userEvent.click(description);
    await userEvent.tab();
    await expect(description).toHaveAccessibleDescription('Please enter a description.');
    await userEvent.type(description, 'Signed quote');
    await expect(description).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'quote-1042.pdf' }), description: 'Signed quote' },
    ]);
  },
};

/** The form was submitted (`showDescriptionProblems`): a blank description is said at its field at once. */
export const DescriptionProblemsShown: Story = {
  args: {
    requireDescription: true,
    checkDescription: (description: string) => (description === '' ? 'descriptionRequired' : null),
    showDescriptionProblems: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF'], 'quote-1042.pdf'));
    const description = await canvas.findByRole('textbox', { name: /Description of quote-1042.pdf/ });
    // Never entered nor left, and already marked.
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('Please enter a description.');
    await userEvent.type(description, 'Signed quote');
    await expect(description).not.toHaveAttribute('aria-invalid');
  },
};

export const RemoveFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove a.pdf' }));
    await waitFor(() => expect(canvas.queryByText('a.pdf')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { file: expect.objectContaining({ name: 'b.pdf' }), description: '' },
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeDisabled();
  },
};
