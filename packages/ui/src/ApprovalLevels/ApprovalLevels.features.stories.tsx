import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApprovalLevels } from './ApprovalLevels';
import {
  longNames,
  oneLevelApproved,
  partlyApproved,
  rejectedAtLevel2,
  threeLevelsWaiting,
} from './ApprovalLevels.fixtures';

const meta = {
  title: 'Components/ApprovalLevels/Features',
  component: ApprovalLevels,
  args: { levels: partlyApproved },
} satisfies Meta<typeof ApprovalLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

const levelsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Approval levels' }))
    .getAllByRole('listitem')
    .map((item) => within(item));

export const OneLevelApproved: Story = {
  args: { levels: oneLevelApproved },
  play: async ({ canvasElement }) => {
    const [level1] = levelsOf(canvasElement);
    await expect(level1?.getByText('Level 1 · Quote Approver')).toBeVisible();
    await expect(level1?.getByText('Approved by Alex Approver on 11/21/2026')).toBeVisible();
    await expect(level1?.queryByText(/^from /)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** The key case: says who approved level 1 and who level 2 is waiting for, never just 'Pending'. */
export const TwoLevelsPartlyApproved: Story = {
  play: async ({ canvasElement }) => {
    const [level1, level2] = levelsOf(canvasElement);
    await expect(level1?.getByText('Approved by Alex Approver on 11/21/2026')).toBeVisible();
    await expect(level2?.getByText('Level 2 · Approver Level 2')).toBeVisible();
    await expect(level2?.getByText('from $10,000.00')).toBeVisible();
    await expect(level2?.getByText('Waiting for Morgan Manager')).toBeVisible();
    const current = canvasElement.querySelector('[aria-current="step"]') as HTMLElement;
    await expect(current).toHaveTextContent('Waiting for Morgan Manager');
  },
};

export const WaitingForSeveralApprovers: Story = {
  args: { levels: threeLevelsWaiting },
  play: async ({ canvasElement }) => {
    const [level1, level2, level3] = levelsOf(canvasElement);
    await expect(level1?.getByText('Waiting for Alex Approver, Sam Signer or Jo Budget')).toBeVisible();
    await expect(level2?.getByText('Not yet reached')).toBeVisible();
    await expect(level2?.getByText('from $1,000.00')).toBeVisible();
    await expect(level3?.getByText('Not yet reached')).toBeVisible();
  },
};

export const RejectedAtLevel2: Story = {
  args: { levels: rejectedAtLevel2 },
  play: async ({ canvasElement }) => {
    const [level1, level2] = levelsOf(canvasElement);
    await expect(level1?.getByText('Approved by Alex Approver on 11/21/2026')).toBeVisible();
    await expect(level2?.getByText('Rejected by Morgan Manager on 11/22/2026')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const NotSubmitted: Story = {
  args: { levels: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not submitted for approval yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongNames: Story = {
  args: { levels: longNames },
  play: async ({ canvasElement }) => {
    const [level1, level2] = levelsOf(canvasElement);
    await expect(
      level1?.getByText('Approved by Maximiliane Konstantinopoulou-Vanderbergh-Oyelaran on 11/21/2026'),
    ).toBeVisible();
    await expect(level2?.getByText('from $1,250,000.50')).toBeVisible();
    await expect(
      level2?.getByText(
        'Waiting for Bartholomew Fitzwilliam-Cholmondeley, Anastasia Papadopoulou-Richardson or Guadalupe Hernández de la Fuente',
      ),
    ).toBeVisible();
  },
};

export const OverriddenLabels: Story = {
  args: {
    labels: {
      label: 'Niveaux',
      level: 'Niveau {level} · {roleName}',
      threshold: 'dès {amount}',
      approved: 'Approuvé par {actor} le {date}',
      current: 'En attente de {approvers}',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Niveaux' })).toBeVisible();
    await expect(canvas.getByText('Approuvé par Alex Approver le 11/21/2026')).toBeVisible();
    await expect(canvas.getByText('En attente de Morgan Manager')).toBeVisible();
    await expect(canvas.getByText('dès $10,000.00')).toBeVisible();
  },
};
