import { describe, expect, it } from 'vitest';
import { getRecommendedColor, getRecommendedColorPalette } from './recommend.ts';
import { TAILWIND_COLOR_FAMILIES } from './tailwind.ts';

function hexes(color: string): string[] {
  return getRecommendedColorPalette(color).palettes.map(({ hex }) => hex);
}

describe('TAILWIND_COLOR_FAMILIES', () => {
  it('holds the 22 v3 families with 11 shades each', () => {
    expect(TAILWIND_COLOR_FAMILIES.map(({ name }) => name)).toEqual([
      'Slate',
      'Gray',
      'Zinc',
      'Neutral',
      'Stone',
      'Red',
      'Orange',
      'Amber',
      'Yellow',
      'Lime',
      'Green',
      'Emerald',
      'Teal',
      'Cyan',
      'Sky',
      'Blue',
      'Indigo',
      'Violet',
      'Purple',
      'Fuchsia',
      'Pink',
      'Rose',
    ]);
    for (const family of TAILWIND_COLOR_FAMILIES) {
      expect(family.palettes.map(({ number }) => number)).toEqual([
        50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950,
      ]);
    }
  });
});

describe('getRecommendedColorPalette', () => {
  it('returns the untouched family for an exact Tailwind shade', () => {
    const recommended = getRecommendedColorPalette('#2563eb');
    expect(recommended.name).toBe('Blue');
    expect(recommended.matchedNumber).toBe(600);
    const blue = TAILWIND_COLOR_FAMILIES.find(({ name }) => name === 'Blue');
    expect(recommended.palettes).toEqual(blue?.palettes);
  });

  it.each([
    ['#ef4444', 'Red', 500],
    ['#ecfdf5', 'Emerald', 50],
    ['#4c0519', 'Rose', 950],
    ['#78716c', 'Stone', 500],
  ] as const)('matches %s to %s %i', (color, name, number) => {
    expect(getRecommendedColorPalette(color)).toMatchObject({ name, matchedNumber: number });
  });

  it('puts the input itself at the matched shade and tints the rest of the family', () => {
    const recommended = getRecommendedColorPalette('#0077be');
    expect(recommended.name).toBe('Sky');
    expect(recommended.matchedNumber).toBe(600);
    expect(hexes('#0077be')).toEqual([
      '#f0f8ff',
      '#e1f2fe',
      '#b9e3fe',
      '#7cd0fd',
      '#38b9fa',
      '#0b9cea',
      '#0077be',
      '#0264a2',
      '#065484',
      '#0b476f',
      '#072d4a',
    ]);
  });

  it('does not tint a family by the meaningless hue of a grey input', () => {
    const recommended = getRecommendedColorPalette('#777777');
    expect(recommended.name).toBe('Neutral');
    expect(hexes('#777777')).toContain('#777777');
    expect(hexes('#777777')).toContain('#a3a3a3');
  });

  it.each(['nope', '', '#12345'])('throws the Tailwind message for invalid input %j', (color) => {
    expect(() => getRecommendedColorPalette(color)).toThrow(
      new Error('Invalid color, please check color value!'),
    );
  });
});

describe('getRecommendedColor', () => {
  it('is the 500 of the recommended palette', () => {
    expect(getRecommendedColor('#2563eb')).toBe('#3b82f6');
    expect(getRecommendedColor('#0077be')).toBe('#0b9cea');
  });

  it('is the input itself when the input matched a 500', () => {
    expect(getRecommendedColor('#646cff')).toBe('#646cff');
  });

  it('throws the Tailwind message for invalid input', () => {
    expect(() => getRecommendedColor('nope')).toThrow(new Error('Invalid color, please check color value!'));
  });
});
