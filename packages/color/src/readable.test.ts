import { describe, expect, it } from 'vitest';
import { getColorPalette } from './palette.ts';
import { contrastRatio, firstReadable, readableShade, TEXT_CONTRAST } from './readable.ts';

describe('readable shades', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#0077be', '#ffffff')).toBeCloseTo(4.79, 2);
  });

  it('keeps a colour that already reads', () => {
    expect(readableShade('#0077be', '#ffffff')).toBe('#0077be');
  });

  it('darkens on a light background and lightens on a dark one, to the nearest shade that reads', () => {
    expect(contrastRatio('#f5222d', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
    expect(readableShade('#f5222d', '#ffffff')).toBe('#cf1322');
    const onDark = readableShade('#0077be', '#141414');
    expect(contrastRatio('#0077be', '#141414')).toBeLessThan(TEXT_CONTRAST);
    expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('falls back to black or white when no shade of the colour reads', () => {
    for (const color of ['#001529', '#1a1a1a']) {
      for (const background of [getColorPalette(color)[0]!, '#2a2a2e']) {
        const text = readableShade(color, background);
        expect(contrastRatio(text, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    }
  });

  it('picks the first candidate that reads, else the one that reads best', () => {
    expect(firstReadable(['#bfbfbf', '#737373', '#000000'], '#ffffff')).toBe('#737373');
    expect(firstReadable(['#d9d9d9', '#bfbfbf'], '#ffffff')).toBe('#bfbfbf');
  });
});
