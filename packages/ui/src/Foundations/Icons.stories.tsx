import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from '../icons/icons';

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;

/** Every icon, titled with its name so each is announced as an image here. */
export const AllIcons: StoryObj = {
  render: () => (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 140px)',
        gap: 16,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon title={name} size={24} />
          <span aria-hidden="true">{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['MenuIcon', 'BellIcon', 'CartIcon', 'TwitterXIcon', 'InstagramIcon']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const DecorativeByDefault: StoryObj = {
  render: () => (
    <p>
      <icons.InfoIcon /> Decorative icons are hidden from assistive technology.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
