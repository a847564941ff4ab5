import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs/Features',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Help topics">
        <Tab id="about">About the site</Tab>
        <Tab id="faqs">FAQs</Tab>
        <Tab id="videos" isDisabled>
          Video tutorials
        </Tab>
        <Tab id="policies">Policies and forms</Tab>
      </TabList>
      <TabPanel id="about">About panel</TabPanel>
      <TabPanel id="faqs">FAQ panel</TabPanel>
      <TabPanel id="videos">Video panel</TabPanel>
      <TabPanel id="policies">Policies panel</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectedFromOutside: Story = {
  args: { defaultSelectedKey: 'policies' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // RAC builds the tab collection and its selection after the first render: wait for them.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Policies and forms' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Policies panel');
  },
};

export const ClickSelects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'FAQs' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('FAQ panel');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('faqs');
  },
};

export const KeyboardSkipsDisabledTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'About the site' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'About the site' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'FAQs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Policies and forms' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Policies panel');
    await expect(canvas.getByRole('tab', { name: 'Video tutorials' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
