import type { ThemeColors } from '../foundations/vars.css';

/**
 * WCAG 2.2 contrast, for the Foundations pages: the ratios of the theme's colour pairs, worked out from the
 * token values (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 */

export type ColorToken = keyof ThemeColors;

/** sRGB channels 0–255 and alpha 0–1 of `#rgb`, `#rrggbb` or `rgb(r g b / a)`; null for anything else. */
export function parseColor(value: string): { r: number; g: number; b: number; a: number } | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: 1 };
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)\s*)?\)$/i.exec(value.trim());
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]),
    };
  }
  return null;
}

/** Relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: { r: number; g: number; b: number }): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours (1 to 21); NaN when either is not an opaque colour. */
export function contrastRatio(foreground: string, background: string): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg || fg.a !== 1 || bg.a !== 1) return Number.NaN;
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ColorPair {
  foreground: ColorToken;
  background: ColorToken;
  /** Text needs 4.5:1 (1.4.3); a control's edge, a focus ring or an accent bar 3:1 (1.4.11). */
  kind: 'text' | 'non-text';
}

const pageBackgrounds: ColorToken[] = ['background', 'surface', 'surfaceRaised'];
const pageTexts: ColorToken[] = ['text', 'textMuted', 'link', 'linkHover'];

/**
 * The pairs the components draw, found from the contract's names, so a token added to the contract is paired
 * without editing this list:
 * - the page's texts (text, textMuted, link, linkHover) on the page's backgrounds (background, surface,
 *   surfaceRaised);
 * - `onX` on `X` and on its states (`onPrimary` on primary, primaryHover, primaryPressed);
 * - `xText` on `xBackground` and on `xHover` (headerText on headerBackground and headerHover);
 * - non-text: focusRing and borderStrong on the page's backgrounds, `xAccent` on `xBackground`, progressFill on
 *   progressTrack.
 */
export function colorPairs(colors: ThemeColors): ColorPair[] {
  const tokens = Object.keys(colors) as ColorToken[];
  const has = (name: string): name is ColorToken => tokens.includes(name as ColorToken);
  const pairs: ColorPair[] = [];
  for (const foreground of pageTexts) {
    for (const background of pageBackgrounds) pairs.push({ foreground, background, kind: 'text' });
  }
  for (const token of tokens) {
    const on = /^on([A-Z]\w*)$/.exec(token);
    if (on?.[1]) {
      const base = on[1].charAt(0).toLowerCase() + on[1].slice(1);
      for (const background of tokens) {
        if (
          background === base ||
          (background.startsWith(base) && /^(Hover|Pressed)$/.test(background.slice(base.length)))
        )
          pairs.push({ foreground: token, background, kind: 'text' });
      }
    }
    const text = /^(\w+)Text$/.exec(token);
    if (text?.[1]) {
      for (const suffix of ['Background', 'Hover']) {
        const background = `${text[1]}${suffix}`;
        if (has(background)) pairs.push({ foreground: token, background, kind: 'text' });
      }
    }
    const accent = /^(\w+)Accent$/.exec(token);
    if (accent?.[1] && has(`${accent[1]}Background`)) {
      pairs.push({ foreground: token, background: `${accent[1]}Background` as ColorToken, kind: 'non-text' });
    }
  }
  for (const foreground of ['focusRing', 'borderStrong'] as const) {
    for (const background of pageBackgrounds) pairs.push({ foreground, background, kind: 'non-text' });
  }
  if (has('progressFill') && has('progressTrack')) {
    pairs.push({ foreground: 'progressFill', background: 'progressTrack', kind: 'non-text' });
  }
  return pairs;
}

/** The AA minimum of a pair's kind. */
export const minimumRatio = { text: 4.5, 'non-text': 3 } as const;
