import type { UploadRowProblem } from '@b2b-portal/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UploadReport } from './UploadReport';

/** A refused upload's report (issue 19): each bad cell by row and column; nothing was imported. */
const problems: UploadRowProblem[] = [
  { row: 3, column: 'Contract Start Date', message: '"13/45/2026" is not a date; write MM/DD/YYYY.' },
  { row: 3, column: 'Quantity', message: '"two" is not a whole number from 1 to 100,000.' },
  { row: 4, column: 'Contract Number', message: 'Contract Number is required.' },
  { row: 5, column: 'Site ID', message: 'Your company has no install site SITE-99999.' },
];

const meta = {
  title: 'Contracts/Manual upload/UploadReport',
  component: UploadReport,
  args: {
    message: 'Nothing was imported: 4 cells of the file need correcting.',
    rowProblems: problems,
    totalProblems: 4,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UploadReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every bad cell listed with its row, column and what is wrong. */
export const RowsToCorrect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nothing was imported: 4 cells of the file need correcting.'),
    ).toBeVisible();
    const rows = await within(canvas.getByRole('grid')).findAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(
      within(rows[4] as HTMLElement).getByText('Your company has no install site SITE-99999.'),
    ).toBeVisible();
  },
};

/** More bad cells than the server lists: the report says how many it shows. */
export const Shortened: Story = {
  args: { totalProblems: 1200, message: 'Nothing was imported: 1200 cells of the file need correcting.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The first 4 of 1200 are listed.')).toBeVisible();
  },
};
