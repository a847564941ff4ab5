import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type StatusKind, StatusPill, statusKinds, statusTone, statusTones } from './StatusPill';

const meta = {
  title: 'Components/StatusPill/Features',
  component: StatusPill,
  args: { kind: 'invoice', status: 'Paid' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

const kindNames: Record<StatusKind, string> = {
  quote: 'Quote',
  requisition: 'Requisition',
  pricingRequest: 'Pricing request',
  order: 'Order',
  orderLine: 'Order line',
  invoice: 'Invoice',
  blanketPO: 'Blanket PO',
  blanketPOOrder: 'Blanket PO order',
  workItem: 'Work item request',
};

/** Every status of every kind, so contrast is checked for all of them in both themes. */
export const EveryStatusOfEveryKind: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {statusKinds.map((kind) => (
        <section key={kind} aria-label={kindNames[kind]}>
          <h3 style={{ margin: '0 0 8px' }}>{kindNames[kind]}</h3>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
            {Object.keys(statusTone[kind]).map((status) => (
              <li key={status}>
                <StatusPill kind={kind} status={status} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const kind of statusKinds) {
      const region = canvas.getByRole('region', { name: kindNames[kind] });
      await expect(within(region).getAllByRole('listitem')).toHaveLength(
        Object.keys(statusTone[kind]).length,
      );
    }
    const invoice = within(canvas.getByRole('region', { name: 'Invoice' }));
    await expect(invoice.getByText('Unpaid')).toHaveAttribute('data-tone', 'warning');
    await expect(invoice.getByText('Partially Paid')).toHaveAttribute('data-tone', 'info');
    await expect(invoice.getByText('Paid')).toHaveAttribute('data-tone', 'success');
  },
};

export const EveryTone: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {statusTones.map((tone) => (
        <StatusPill key={tone} tone={tone} status={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of statusTones) {
      await expect(within(canvasElement).getByText(tone)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const UnknownStatusIsNeutral: Story = {
  args: { kind: 'order', status: 'On Hold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On Hold')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const TranslatedText: Story = {
  args: { kind: 'invoice', status: 'Paid', children: 'Payée' },
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('Payée');
    await expect(pill).toHaveAttribute('data-tone', 'success');
    await expect(within(canvasElement).queryByText('Paid')).not.toBeInTheDocument();
  },
};
