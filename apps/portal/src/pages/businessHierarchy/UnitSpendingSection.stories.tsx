import type { BusinessData, BusinessUnitSpendingLimit } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import UnitSpendingSection from './UnitSpendingSection';

/**
 * A business unit's spending limits on /business-hierarchy (issue 18): choose a unit, then its limit per order and
 * budget per month (empty for none), with what its branch ordered this month. Amounts are the contract's exact
 * decimals; one that is not an amount is refused before the call.
 */
const guid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const data: BusinessData = {
  setting: {
    id: guid(9),
    label: 'Department',
    hierarchyName: 'Northwind Departments',
    isRequired: false,
    active: true,
  },
  levels: [
    { id: guid(1), name: 'Division', level: 1 },
    { id: guid(2), name: 'Department', level: 2 },
  ],
  units: [
    {
      id: guid(3),
      name: 'Clinical Services',
      typeID: guid(1),
      parentID: null,
      active: true,
      documentCount: 0,
      children: [
        {
          id: guid(4),
          name: 'Radiology',
          typeID: guid(2),
          parentID: guid(3),
          active: true,
          documentCount: 2,
          children: [],
        },
      ],
    },
    {
      id: guid(5),
      name: 'Corporate',
      typeID: guid(1),
      parentID: null,
      active: false,
      documentCount: 0,
      children: [],
    },
  ],
};

const limitOf = (unitId: string): BusinessUnitSpendingLimit => ({
  unitId,
  orderLimit: unitId === guid(4) ? '2500.00' : null,
  monthlyBudget: unitId === guid(3) ? '50000.00' : null,
  spentThisMonth: unitId === guid(3) ? '12840.50' : '0.00',
});

const meta = {
  title: 'Business hierarchy/UnitSpendingSection',
  component: UnitSpendingSection,
  args: {
    data,
    services: {
      load: fn(async (unitId: string) => limitOf(unitId)),
      save: fn(async (body) => ({
        unitId: body.id,
        orderLimit: body.orderLimit ?? null,
        monthlyBudget: body.monthlyBudget ?? null,
        spentThisMonth: '12840.50',
      })),
    },
    onSaved: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UnitSpendingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first unit's limits as loaded: its budget, no limit per order, what its branch ordered this month. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Spending limits of Clinical Services' }));
    await expect(form.getByRole('textbox', { name: /Budget per month/ })).toHaveValue('50000.00');
    await expect(form.getByRole('textbox', { name: /Limit per order/ })).toHaveValue('');
    await expect(
      form.getByText('Ordered this month under Clinical Services and the units below it: $12,840.50'),
    ).toBeVisible();
  },
};

/** Another unit chosen by its path: its own limits load; an inactive unit is marked so. */
export const OtherUnit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Spending limits of Clinical Services' });
    await userEvent.click(canvas.getByRole('button', { name: /Unit/ }));
    await expect(await screen.findByRole('option', { name: 'Corporate (inactive)' })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Clinical Services › Radiology' }));
    const form = within(await canvas.findByRole('form', { name: 'Spending limits of Radiology' }));
    await expect(form.getByRole('textbox', { name: /Limit per order/ })).toHaveValue('2500.00');
    await expect(args.services.load).toHaveBeenLastCalledWith(guid(4), expect.anything());
  },
};

/** Not an amount: the form says so in words and nothing is sent. */
export const NotAnAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Spending limits of Clinical Services' }));
    await userEvent.type(form.getByRole('textbox', { name: /Limit per order/ }), '1,000');
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(
      await form.findByText(
        'Give each limit as an amount above zero with at most 2 decimals, such as 2500.00, or leave it empty.',
      ),
    ).toBeVisible();
    await expect(args.services.save).not.toHaveBeenCalled();
  },
};

/** Saved: the exact amounts go to the server (an emptied field is none) and the page is told. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Spending limits of Clinical Services' }));
    await userEvent.type(form.getByRole('textbox', { name: /Limit per order/ }), '999.99');
    await userEvent.clear(form.getByRole('textbox', { name: /Budget per month/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(args.onSaved).toHaveBeenCalledWith('Spending limits of Clinical Services saved.');
    await expect(args.services.save).toHaveBeenCalledWith({
      id: guid(3),
      orderLimit: '999.99',
      monthlyBudget: null,
    });
  },
};

/** The server refused the change: its message shows on the form. */
export const Refused: Story = {
  args: {
    services: {
      load: fn(async (unitId: string) => limitOf(unitId)),
      save: fn(async () => {
        throw new ApiError({
          status: 404,
          endpointId: 'BusinessUnit.setSpendingLimit',
          body: { code: 'BusinessUnitNotFound', message: 'There is no such business unit.', traceId: 't' },
        });
      }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Spending limits of Clinical Services' }));
    await userEvent.click(form.getByRole('button', { name: 'Save limits' }));
    await expect(await form.findByText('There is no such business unit.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The limits could not be read: the reason and a way to try again. */
export const LoadFailed: Story = {
  args: {
    services: {
      load: fn(async () => {
        throw new ApiError({
          status: 503,
          endpointId: 'BusinessUnit.getSpendingLimit',
          body: {
            code: 'Unavailable',
            message: 'The service is not available. Try again later.',
            traceId: 't',
          },
        });
      }),
      save: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The service is not available. Try again later.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
