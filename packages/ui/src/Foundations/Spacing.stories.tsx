import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { space } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';
import { cell, mono, TokenTable, tokenRows, toPx } from './tokenTable';

/**
 * The spacing scale (`vars.space`): every gap, padding and margin is one of these. `sm` (8 px) between a label
 * and its control, `lg` (16 px) between fields and inside cards, `xl` (24 px) between sections, `xxl`–`xxxl`
 * around page regions. A value off the scale (10 px, 20 px) is a bug, not a design choice.
 */
const meta = { title: 'Foundations/Spacing', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj;

const steps = Object.keys(vars.space) as (keyof typeof vars.space)[];

export const Scale: Story = {
  render: () => (
    <TokenTable
      id="space"
      caption={`Spacing scale: ${steps.length} steps`}
      columns={['Token', 'Value', 'Bar']}
    >
      {steps.map((step) => (
        <tr key={step}>
          <td style={mono}>space.{step}</td>
          <td style={mono}>{space[step]}</td>
          <td style={{ ...cell, width: '60%' }}>
            <span
              data-bar={step}
              aria-hidden="true"
              style={{
                display: 'block',
                height: 16,
                width: vars.space[step],
                background: vars.color.primary,
                borderRadius: vars.radii.sm,
              }}
            />
          </td>
        </tr>
      ))}
    </TokenTable>
  ),
  play: async ({ canvasElement }) => {
    await expect(tokenRows(canvasElement, 'space')).toHaveLength(steps.length);
    const bars = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-bar]'));
    await expect(bars).toHaveLength(steps.length);
    // Each bar is as long as its token, and the scale rises.
    for (const bar of bars) {
      const step = bar.dataset.bar as keyof typeof space;
      await expect(bar.getBoundingClientRect().width).toBe(toPx(space[step]));
    }
    const widths = steps.map((step) => toPx(space[step]));
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};
