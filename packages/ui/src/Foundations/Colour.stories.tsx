import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../foundations/themes';
import { darkColors, lightColors } from '../foundations/themes/colors';
import { palette } from '../foundations/tokens';
import { type ThemeColors, vars } from '../foundations/vars.css';
import { type ColorToken, colorPairs, contrastRatio, minimumRatio, parseColor } from './contrast';

/**
 * Every colour of the theme contract (`vars.color`, foundations/vars.css.ts), with its value in the light and the
 * dark theme (foundations/themes/colors.ts) and the palette name it comes from. Each theme's table is drawn in
 * that theme, whatever the toolbar says, so both can be read side by side. Components use `vars.color.*`, never
 * the palette or a hex value.
 */
const meta = {
  title: 'Foundations/Colour',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj;

const themes = [
  { name: 'Light', className: lightTheme, colors: lightColors },
  { name: 'Dark', className: darkTheme, colors: darkColors },
] as const;

const contractTokens = Object.keys(vars.color) as ColorToken[];
const paletteNames = new Map(Object.entries(palette).map(([name, value]) => [value.toLowerCase(), name]));

const frame: CSSProperties = {
  background: vars.color.background,
  color: vars.color.text,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
};
const table: CSSProperties = { borderCollapse: 'collapse', fontSize: vars.fontSize.sm, width: '100%' };
const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const mono: CSSProperties = { ...cell, fontFamily: vars.font.mono };

function ColourTable({ name, colors }: { name: string; colors: ThemeColors }) {
  return (
    <table style={table} data-theme-table={name}>
      <caption style={{ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm }}>
        {name} theme: {contractTokens.length} colour tokens
      </caption>
      <thead>
        <tr>
          <th style={cell}>Swatch</th>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Palette</th>
        </tr>
      </thead>
      <tbody>
        {contractTokens.map((token) => (
          <tr key={token}>
            <td style={cell}>
              <span
                data-swatch={token}
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 48,
                  height: 24,
                  borderRadius: vars.radii.sm,
                  border: `1px solid ${vars.color.borderStrong}`,
                  background: vars.color[token],
                }}
              />
            </td>
            <td style={mono}>color.{token}</td>
            <td style={mono} data-value={token}>
              {colors[token]}
            </td>
            <td style={mono}>{paletteNames.get(colors[token].toLowerCase()) ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The computed colour of `element`'s background, as channels, to compare with a token's value. */
function drawnColour(element: Element) {
  return parseColor(getComputedStyle(element).backgroundColor);
}

/** Each token's swatch, name and value in both themes; the swatch is drawn with the contract's CSS variable. */
export const Tokens: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(460px, 1fr))', gap: 24 }}>
      {themes.map((theme) => (
        <div key={theme.name} className={theme.className} style={frame}>
          <ColourTable name={theme.name} colors={theme.colors} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const theme of themes) {
      const section = canvasElement.querySelector(`[data-theme-table="${theme.name}"]`) as HTMLElement;
      // Every token of the contract is shown, no more and no fewer.
      const swatches = section.querySelectorAll('[data-swatch]');
      await expect(swatches).toHaveLength(contractTokens.length);
      await expect(Object.keys(theme.colors).sort()).toEqual([...contractTokens].sort());
      // The value printed is the colour the theme really draws (the swatch uses the CSS variable).
      for (const swatch of Array.from(swatches)) {
        const token = swatch.getAttribute('data-swatch') as ColorToken;
        const expected = parseColor(theme.colors[token]);
        const drawn = drawnColour(swatch);
        await expect({ token, ...drawn, a: Math.round((drawn?.a ?? 0) * 100) }).toEqual({
          token,
          ...expected,
          a: Math.round((expected?.a ?? 0) * 100),
        });
      }
    }
  },
};

function ratioText(ratio: number) {
  return `${ratio.toFixed(2)}:1`;
}

function PairTable({ name, colors }: { name: string; colors: ThemeColors }) {
  const pairs = colorPairs(colors);
  return (
    <table style={table} data-pairs-table={name}>
      <caption style={{ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.sm }}>
        {name} theme: {pairs.length} pairs against WCAG 2.2 AA
      </caption>
      <thead>
        <tr>
          <th style={cell}>Sample</th>
          <th style={cell}>Foreground</th>
          <th style={cell}>Background</th>
          <th style={cell}>Ratio</th>
          <th style={cell}>AA needs</th>
          <th style={cell}>Result</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
          const passes = ratio >= minimumRatio[pair.kind];
          return (
            <tr key={`${pair.foreground}/${pair.background}`} data-pair={pair.kind} data-passes={passes}>
              <td style={cell}>
                {pair.kind === 'text' ? (
                  <span
                    style={{
                      display: 'inline-block',
                      padding: `${vars.space.xxs} ${vars.space.sm}`,
                      color: vars.color[pair.foreground],
                      background: vars.color[pair.background],
                      borderRadius: vars.radii.sm,
                    }}
                  >
                    Aa text
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'block',
                      width: 56,
                      height: 24,
                      background: vars.color[pair.background],
                      border: `3px solid ${vars.color[pair.foreground]}`,
                      borderRadius: vars.radii.sm,
                    }}
                  />
                )}
              </td>
              <td style={mono}>{pair.foreground}</td>
              <td style={mono}>{pair.background}</td>
              <td style={mono} data-ratio>
                {ratioText(ratio)}
              </td>
              <td style={mono}>
                {ratioText(minimumRatio[pair.kind])}{' '}
                {pair.kind === 'text' ? '(1.4.3 text)' : '(1.4.11 non-text)'}
              </td>
              <td style={cell}>{passes ? 'Passes AA' : 'Fails AA'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The pairs the components draw, found from the token names (`onX` on `X`, `xText` on `xBackground`, the page's
 * texts on its backgrounds, accents, borders and the focus ring on theirs), with their contrast ratio worked
 * out from the values. Text needs 4.5:1, a control's edge or a focus ring 3:1. The story fails when a pair
 * falls below AA, so a token change that breaks contrast is caught here.
 */
export const ContrastPairs: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {themes.map((theme) => (
        <div key={theme.name} className={theme.className} style={frame}>
          <PairTable name={theme.name} colors={theme.colors} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const theme of themes) {
      const section = canvasElement.querySelector(`[data-pairs-table="${theme.name}"]`) as HTMLElement;
      const rows = within(section).getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(colorPairs(theme.colors).length);
      // Every onX token and every xText token has at least one pair.
      const foregrounds = new Set(rows.map((row) => row.children[1]?.textContent));
      for (const token of contractTokens.filter((t) => /^on[A-Z]|Text$/.test(t))) {
        await expect(foregrounds).toContain(token);
      }
      for (const row of rows) {
        await expect(row, `${theme.name}: ${row.textContent}`).toHaveAttribute('data-passes', 'true');
      }
    }
  },
};
