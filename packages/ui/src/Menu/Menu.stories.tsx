import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuButton, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: MenuButton,
  args: {
    label: 'Order actions',
    onAction: fn(),
    children: (
      <>
        <MenuSection title="Order">
          <MenuItem id="reorder">Reorder</MenuItem>
          <MenuItem id="copy">Copy to template</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Documents">
          <MenuItem id="invoice" href="#/invoices/INV-2201">
            View invoice
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="cancel" tone="danger">
          Cancel order
        </MenuItem>
      </>
    ),
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order actions' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reorder' }));
    await expect(args.onAction).toHaveBeenCalledWith('reorder');
  },
};

export const Playground: Story = { args: { variant: 'primary', disabledKeys: ['cancel'] } };
