import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints, radii, shadows, zIndex } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';
import { cell, mono, TokenTable, tokenRows } from './tokenTable';

/**
 * Depth and edges. Shadows (`vars.shadow`): `sm` for cards resting on the page, `md` for popovers and menus,
 * `lg` for dialogs. Radii (`vars.radii`): `sm` for inputs and small swatches, `md` for buttons and cards, `lg`
 * for dialogs, `full` for pills and round badges. Borders are 1 px in `color.border` (dividers, card edges);
 * a control's edge that a person must see (inputs, checkboxes) is `color.borderStrong`, 3:1 on the page
 * (WCAG 1.4.11). The stacking order (z-index) and the breakpoints are constants of 000 §9.
 */
const meta = {
  title: 'Foundations/Elevation, radius and borders',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const shadowSteps = Object.keys(vars.shadow) as (keyof typeof vars.shadow)[];
const radiusSteps = Object.keys(vars.radii) as (keyof typeof vars.radii)[];
const borderTokens = ['border', 'borderStrong'] as const;
const box = { display: 'block', width: 96, height: 56, background: vars.color.surfaceRaised } as const;

export const Tokens: Story = {
  render: () => (
    <div>
      <TokenTable
        id="shadow"
        caption={`Shadows: ${shadowSteps.length}`}
        columns={['Token', 'Value', 'Sample']}
      >
        {shadowSteps.map((step) => (
          <tr key={step}>
            <td style={mono}>shadow.{step}</td>
            <td style={mono}>{shadows[step]}</td>
            <td style={{ ...cell, padding: vars.space.lg, background: vars.color.surface }}>
              <span
                data-sample={step}
                aria-hidden="true"
                style={{ ...box, boxShadow: vars.shadow[step], borderRadius: vars.radii.md }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable id="radii" caption={`Radii: ${radiusSteps.length}`} columns={['Token', 'Value', 'Sample']}>
        {radiusSteps.map((step) => (
          <tr key={step}>
            <td style={mono}>radii.{step}</td>
            <td style={mono}>{radii[step]}</td>
            <td style={cell}>
              <span
                data-sample={step}
                aria-hidden="true"
                style={{
                  ...box,
                  borderRadius: vars.radii[step],
                  border: `1px solid ${vars.color.borderStrong}`,
                }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable id="border" caption="Borders: 1 px, two colours" columns={['Token', 'Use', 'Sample']}>
        {borderTokens.map((token) => (
          <tr key={token}>
            <td style={mono}>color.{token}</td>
            <td style={cell}>
              {token === 'border'
                ? 'Dividers, table rules, card edges (decoration)'
                : 'Edges of controls a person must find: inputs, checkboxes (3:1)'}
            </td>
            <td style={cell}>
              <span
                data-sample={token}
                aria-hidden="true"
                style={{ ...box, border: `1px solid ${vars.color[token]}`, borderRadius: vars.radii.md }}
              />
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable
        id="zIndex"
        caption={`Stacking order: ${Object.keys(zIndex).length} layers`}
        columns={['Constant', 'z-index']}
      >
        {Object.entries(zIndex).map(([name, value]) => (
          <tr key={name}>
            <td style={mono}>zIndex.{name}</td>
            <td style={mono}>{value}</td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable
        id="breakpoints"
        caption={`Breakpoints: ${Object.keys(breakpoints).length}`}
        columns={['Constant', 'Width']}
      >
        {Object.entries(breakpoints).map(([name, value]) => (
          <tr key={name}>
            <td style={mono}>breakpoints.{name}</td>
            <td style={mono}>{value} px</td>
          </tr>
        ))}
      </TokenTable>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(tokenRows(canvasElement, 'shadow')).toHaveLength(shadowSteps.length);
    await expect(tokenRows(canvasElement, 'radii')).toHaveLength(radiusSteps.length);
    await expect(tokenRows(canvasElement, 'zIndex')).toHaveLength(Object.keys(zIndex).length);
    await expect(tokenRows(canvasElement, 'breakpoints')).toHaveLength(Object.keys(breakpoints).length);
    const sample = (table: string, step: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-token-table="${table}"] [data-sample="${step}"]`) as Element,
      );
    // Each sample draws its token: a shadow but for `none`, the radius its row names.
    for (const step of shadowSteps) {
      await expect(sample('shadow', step).boxShadow === 'none').toBe(shadows[step] === 'none');
    }
    for (const step of radiusSteps) {
      await expect(Number.parseFloat(sample('radii', step).borderTopLeftRadius)).toBe(
        Number.parseFloat(radii[step]),
      );
    }
  },
};
