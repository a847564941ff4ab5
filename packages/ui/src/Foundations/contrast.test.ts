import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '../foundations/themes/colors';
import { vars } from '../foundations/vars.css';
import { colorPairs, contrastRatio, minimumRatio, parseColor } from './contrast';

describe('contrast of the Foundations/Colour page', () => {
  it('works out WCAG ratios as the checkers do', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    // The grey that just passes AA on white (4.54:1 in WebAIM's checker).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // A translucent colour has no single ratio.
    expect(contrastRatio('rgb(0 0 0 / 0.7)', '#ffffff')).toBeNaN();
    expect(parseColor('rgba(15, 23, 42, 0.55)')).toEqual({ r: 15, g: 23, b: 42, a: 0.55 });
  });

  it('pairs every onX and xText token of the contract with its backgrounds', () => {
    const pairs = colorPairs(lightColors).map((pair) => `${pair.foreground}/${pair.background}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'onPrimary/primary',
        'onPrimary/primaryHover',
        'onPrimary/primaryPressed',
        'onDanger/dangerHover',
        'headerText/headerHover',
        'infoText/infoBackground',
        'errorAccent/errorBackground',
        'textMuted/surface',
      ]),
    );
    const foregrounds = new Set(colorPairs(lightColors).map((pair) => pair.foreground));
    for (const token of Object.keys(vars.color).filter((name) => /^on[A-Z]|Text$/.test(name))) {
      expect(foregrounds).toContain(token);
    }
  });

  it('finds every pair of both themes at WCAG AA', () => {
    for (const colors of [lightColors, darkColors]) {
      for (const pair of colorPairs(colors)) {
        const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
        expect(ratio, `${pair.foreground} on ${pair.background}`).toBeGreaterThanOrEqual(
          minimumRatio[pair.kind],
        );
      }
    }
  });
});
