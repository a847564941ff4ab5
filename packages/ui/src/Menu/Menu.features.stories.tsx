import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Menu/Features',
  component: MenuButton,
  args: {
    label: 'Order actions',
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

const onAction = fn();

export const KeyboardChoosesAnAction: Story = {
  args: { onAction },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Reorder' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Copy to template' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SectionsAndSeparators: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order actions' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('group', { name: 'Order' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Documents' })).toBeVisible();
    await expect(menu.getAllByRole('separator')).toHaveLength(2);
  },
};

export const LinkItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order actions' }));
    const menu = within(await within(document.body).findByRole('menu'));
    const link = menu.getByRole('menuitem', { name: 'View invoice' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#/invoices/INV-2201');
  },
};

export const DisabledItem: Story = {
  args: { disabledKeys: ['cancel'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order actions' }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Cancel order' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order actions' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
