import { describe, expect, it } from 'vitest';
import { colord, extend } from 'colord';
import labPlugin from 'colord/plugins/lab';
import { COLOR_PALETTE_NUMBERS, getColorPalette, getPaletteColorByNumber } from './palette.ts';

extend([labPlugin]);

function lightness(hex: string): number {
  return colord(hex).toLab().l;
}

describe('getColorPalette', () => {
  it('gives 11 shades with the input at index 5 (shade 500)', () => {
    const palette = getColorPalette('#0077BE');
    expect(palette).toHaveLength(11);
    expect(palette[5]).toBe('#0077be');
    expect(COLOR_PALETTE_NUMBERS[5]).toBe(500);
  });

  it('normalises other notations to opaque hex at the base', () => {
    expect(getColorPalette('rgb(100, 108, 255)')[5]).toBe('#646cff');
    expect(getColorPalette('#0077be80')[5]).toBe('#0077be');
  });

  it.each(['#0077be', '#646cff', '#ef4444', '#1e3a8a', '#22c55e'])(
    'runs from lightest to darkest for %s',
    (color) => {
      const lightnesses = getColorPalette(color).map(lightness);
      for (let index = 1; index < lightnesses.length; index++) {
        expect(lightnesses[index]).toBeLessThan(lightnesses[index - 1] as number);
      }
    },
  );

  it('keeps a dark base from collapsing into black', () => {
    expect(getColorPalette('#1e3a8a')).not.toContain('#000000');
  });

  it('keeps greys grey', () => {
    for (const hex of getColorPalette('#777777')) {
      expect(colord(hex).toHsl().s).toBe(0);
    }
  });

  it('produces stable palettes for #0077be and #646cff', () => {
    expect(getColorPalette('#0077be')).toEqual([
      '#ccf5ff',
      '#9bdef2',
      '#6ec6e6',
      '#45add9',
      '#2193cc',
      '#0077be',
      '#00609f',
      '#004880',
      '#003360',
      '#002040',
      '#000f20',
    ]);
    expect(getColorPalette('#646cff')).toEqual([
      '#f0f3ff',
      '#d4dcff',
      '#b8c2ff',
      '#9ca7ff',
      '#808aff',
      '#646cff',
      '#4a4cd9',
      '#3634b3',
      '#27228c',
      '#1a1366',
      '#0f0940',
    ]);
  });

  it.each(['nope', '', '#12345'])('throws for invalid input %j', (color) => {
    expect(() => getColorPalette(color)).toThrow(new Error('invalid input color value'));
  });
});

describe('getPaletteColorByNumber', () => {
  it('picks the shade by its number', () => {
    expect(getPaletteColorByNumber('#0077be', 500)).toBe('#0077be');
    expect(getPaletteColorByNumber('#0077be', 50)).toBe('#ccf5ff');
    expect(getPaletteColorByNumber('#0077be', 950)).toBe('#000f20');
  });

  it('throws the generator message for invalid input', () => {
    expect(() => getPaletteColorByNumber('nope', 500)).toThrow(new Error('invalid input color value'));
  });
});
