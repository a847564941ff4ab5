import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontFamily, fontSize, fontWeight, lineHeight } from '../foundations/tokens';
import { vars } from '../foundations/vars.css';
import { cell, mono, TokenTable, tokenRows, toPx } from './tokenTable';

/**
 * The type scale (`vars.fontSize`, rem on a 16 px root so it follows the reader's browser setting), the weights,
 * the line heights and the two families. Body text is `md` at `normal` line height; page titles are `xl` bold;
 * `xs` is for badges and captions only, never for a sentence a person must read.
 */
const meta = { title: 'Foundations/Typography', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj;

const sizes = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
const weights = Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[];
const lineHeights = Object.keys(vars.lineHeight) as (keyof typeof vars.lineHeight)[];
const families = Object.keys(vars.font) as (keyof typeof vars.font)[];

const sample = 'Order NW-1042 ships Friday';

export const TypeScale: Story = {
  render: () => (
    <div>
      <TokenTable
        id="fontSize"
        caption={`Type scale: ${sizes.length} sizes`}
        columns={['Token', 'Value', 'Pixels', 'Sample']}
      >
        {sizes.map((size) => (
          <tr key={size}>
            <td style={mono}>fontSize.{size}</td>
            <td style={mono}>{fontSize[size]}</td>
            <td style={mono}>{toPx(fontSize[size])} px</td>
            <td
              style={{ ...cell, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}
              data-sample={size}
            >
              {sample}
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable
        id="fontWeight"
        caption={`Weights: ${weights.length}`}
        columns={['Token', 'Value', 'Sample']}
      >
        {weights.map((weight) => (
          <tr key={weight}>
            <td style={mono}>fontWeight.{weight}</td>
            <td style={mono}>{fontWeight[weight]}</td>
            <td style={{ ...cell, fontWeight: vars.fontWeight[weight] }} data-sample={weight}>
              {sample}
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable
        id="lineHeight"
        caption={`Line heights: ${lineHeights.length}`}
        columns={['Token', 'Value', 'Sample']}
      >
        {lineHeights.map((height) => (
          <tr key={height}>
            <td style={mono}>lineHeight.{height}</td>
            <td style={mono}>{lineHeight[height]}</td>
            <td style={cell}>
              <span
                data-sample={height}
                style={{ display: 'block', maxWidth: 280, lineHeight: vars.lineHeight[height] }}
              >
                Two lines of text, to show the space between them at this line height.
              </span>
            </td>
          </tr>
        ))}
      </TokenTable>
      <TokenTable id="font" caption={`Families: ${families.length}`} columns={['Token', 'Value', 'Sample']}>
        {families.map((family) => (
          <tr key={family}>
            <td style={mono}>font.{family}</td>
            <td style={mono}>{fontFamily[family]}</td>
            <td style={{ ...cell, fontFamily: vars.font[family] }}>{sample} — 0123456789</td>
          </tr>
        ))}
      </TokenTable>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(tokenRows(canvasElement, 'fontSize')).toHaveLength(sizes.length);
    await expect(tokenRows(canvasElement, 'fontWeight')).toHaveLength(weights.length);
    await expect(tokenRows(canvasElement, 'lineHeight')).toHaveLength(lineHeights.length);
    await expect(tokenRows(canvasElement, 'font')).toHaveLength(families.length);
    // Each sample is drawn at the size and weight its row names.
    for (const size of sizes) {
      const drawn = canvasElement.querySelector(
        `[data-token-table="fontSize"] [data-sample="${size}"]`,
      ) as Element;
      await expect(Number.parseFloat(getComputedStyle(drawn).fontSize)).toBe(toPx(fontSize[size]));
    }
    for (const weight of weights) {
      const drawn = canvasElement.querySelector(
        `[data-token-table="fontWeight"] [data-sample="${weight}"]`,
      ) as Element;
      await expect(getComputedStyle(drawn).fontWeight).toBe(fontWeight[weight]);
    }
    // The scale rises: each size is larger than the one before.
    const pixels = sizes.map((size) => toPx(fontSize[size]));
    await expect(pixels).toEqual([...pixels].sort((a, b) => a - b));
  },
};
