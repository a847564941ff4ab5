import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { motion } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';
import { cell, mono, TokenTable, tokenRows } from './tokenTable';

/**
 * Durations and the easing curve (`vars.motion`). `fast` for hover and press feedback, `normal` for things that
 * open and close (menus, the side menu); `progress` and `progressSlow` are the download bar's steps of 000 §2.12.
 * Motion only ever confirms what happened: nothing waits on an animation. People who ask their system for less
 * motion (`prefers-reduced-motion: reduce`) get none: the global styles end every transition at once.
 */
const meta = { title: 'Foundations/Motion', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj;

const steps = Object.keys(vars.motion) as (keyof typeof vars.motion)[];

const uses: Record<keyof typeof motion, string> = {
  fast: 'Hover, press and focus feedback',
  normal: 'Opening and closing: menus, popovers, the side menu',
  progress: 'Download progress above 30 % (000 §2.12)',
  progressSlow: 'Download progress at or below 30 % (000 §2.12)',
  easing: 'Every transition: quick start, soft landing',
};

export const Tokens: Story = {
  render: () => (
    <TokenTable id="motion" caption={`Motion: ${steps.length} tokens`} columns={['Token', 'Value', 'Use']}>
      {steps.map((step) => (
        <tr key={step}>
          <td style={mono}>motion.{step}</td>
          <td style={mono}>{motion[step]}</td>
          <td style={cell}>{uses[step]}</td>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    const rows = tokenRows(canvasElement, 'motion');
    await expect(rows).toHaveLength(steps.length);
    for (const [index, step] of steps.entries()) {
      await expect(rows[index]).toHaveTextContent(`motion.${step}${motion[step]}`);
    }
  },
};
