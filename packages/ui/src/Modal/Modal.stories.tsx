import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps, modalSizes } from './Modal';

/** Opens the modal from a button, the way pages do. */
export function ModalHarness(
  props: Omit<ModalProps, 'isOpen' | 'onOpenChange'> & { initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, ...rest } = props;
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open modal</Button>
      <Modal {...rest} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  excludeStories: ['ModalHarness'],
  component: Modal,
  args: {
    isOpen: false,
    onOpenChange: () => {},
    title: 'Large report',
    children: 'Your report will be downloaded shortly. Very large reports may take up to 15 minutes.',
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => <ModalHarness {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await body.findByRole('dialog', { name: 'Large report' });
    await expect(dialog).toBeVisible();
  },
};

export const Playground: Story = { args: { size: 'default' } };
