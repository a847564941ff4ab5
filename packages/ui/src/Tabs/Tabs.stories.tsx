import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Help topics">
        <Tab id="about">About the site</Tab>
        <Tab id="faqs">FAQs</Tab>
        <Tab id="policies">Policies and forms</Tab>
      </TabList>
      <TabPanel id="about">The portal is where your company orders from us.</TabPanel>
      <TabPanel id="faqs">How do I find a product? Search by manufacturer part.</TabPanel>
      <TabPanel id="policies">Returns carry a 20% restocking fee.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // RAC builds the tab collection and its selection after the first render: wait for them.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'About the site' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('orders from us');
  },
};

export const Playground: Story = {};
