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
    const onWhite = readableShade('#f5222d', '#ffffff');
    expect(onWhite).toBe('#cf1322');
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const onDark = readableShade('#0077be', '#141414');
    expect(contrastRatio('#0077be', '#141414')).toBeLessThan(TEXT_CONTRAST);
    expect(contrastRatio(onDark, '#141414')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('gives the extreme shade when none reads', () => {
    expect(readableShade('#ffff00', '#ffffff', 21)).toBe(getColorPalette('#ffff00')[10]);
    expect(readableShade('#ffff00', '#000000', 21)).toBe(getColorPalette('#ffff00')[0]);
  });

  it('picks the first candidate that reads, else the last', () => {
    expect(firstReadable(['#bfbfbf', '#737373', '#000000'], '#ffffff')).toBe('#737373');
    expect(firstReadable(['#bfbfbf', '#d9d9d9'], '#ffffff')).toBe('#d9d9d9');
  });
});
