import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sites } from './fixtures';
import { emptyDraft, type WorkItemDraft, WorkItemForm, type WorkItemFormProps } from './WorkItemForm';

/**
 * A work item request's fields (issue 19, 002 §3, §5): the kind chosen once, each kind's own fields with the
 * required ones marked, a Site Transfer's destination taken from an install site, the refusal at the fields, and the
 * view-only form of a submitted request.
 */
function Editable(props: Partial<WorkItemFormProps> & { initial?: WorkItemDraft }) {
  const [draft, setDraft] = useState<WorkItemDraft>(props.initial ?? emptyDraft);
  return (
    <WorkItemForm
      draft={draft}
      onChange={setDraft}
      isNew={props.isNew ?? true}
      viewOnly={props.viewOnly ?? false}
      installSites={sites}
      errors={props.errors ?? {}}
      error={props.error ?? null}
      busy={false}
      onSave={props.onSave ?? fn()}
    />
  );
}

const meta = {
  title: 'Contracts/WorkItemForm',
  component: Editable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Editable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseKind: Story = {
  args: { onSave: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Save is enabled before the kind is chosen (the page refuses it at the Request Type, with a message).
    expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /Request Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Site Transfer' }));
    const address = await canvas.findByRole('textbox', { name: /Destination Address/ });
    expect(address).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Destination install site/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Hartford Data Center (SITE-10021)' }));
    expect(address).toHaveValue('Hartford Data Center, 55 Constitution Plaza, Hartford, CT 06103');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    expect(args.onSave).toHaveBeenCalled();
  },
};

export const ServiceLevelUpgrade: Story = {
  args: { initial: { ...emptyDraft, type: 1 }, isNew: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: /Support Level/ })).toBeVisible();
    expect(canvas.getByRole('button', { name: /Onsite Support/ })).toBeVisible();
    expect(canvas.getByRole('button', { name: /Replacement Part/ })).toBeVisible();
    // The kind of a saved request stays.
    expect(canvas.getByRole('button', { name: /Request Type/ })).toBeDisabled();
  },
};

export const RefusedWithoutRequiredFields: Story = {
  args: {
    initial: { ...emptyDraft, type: 4 },
    isNew: false,
    error: 'Please enter all required fields and try again.',
    errors: { userName: 'This field is required.', ccoId: 'This field is required.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('alert')).toHaveTextContent('Please enter all required fields and try again.');
    expect(canvas.getByRole('textbox', { name: /User Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(canvas.getAllByText('This field is required.')).toHaveLength(2);
  },
};

export const ViewOnly: Story = {
  args: {
    viewOnly: true,
    isNew: false,
    initial: {
      ...emptyDraft,
      type: 7,
      serialNumbers: 'FOC2399X201, FOC2399X202',
      supportLevel: 2,
      onsiteSupport: 1,
      replacementPart: 3,
      comments: 'New lab switches.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('Add New Coverage')).toBeVisible();
    expect(canvas.getByText('Cisco TAC 24x7')).toBeVisible();
    expect(canvas.getByText('2HR Parts')).toBeVisible();
    expect(canvas.queryByRole('textbox')).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
