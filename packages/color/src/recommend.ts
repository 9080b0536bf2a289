import { extend, type Colord } from 'colord';
import labPlugin from 'colord/plugins/lab';
import { colord, isValidColor } from './colord.ts';
import type { ColorPalette, ColorPaletteFamily, ColorPaletteNumber } from './palette.ts';
import { TAILWIND_COLOR_FAMILIES } from './tailwind.ts';

extend([labPlugin]);

export interface RecommendedColorPalette extends ColorPaletteFamily {
  /** The Tailwind shade nearest to the input; the input colour sits at this number. */
  matchedNumber: ColorPaletteNumber;
}

interface NearestShade {
  family: ColorPaletteFamily;
  shade: ColorPalette;
}

/** Nearest by CIEDE2000; on a tie (Zinc 50 and Neutral 50 are both #fafafa) Tailwind's order wins. */
function findNearestShade(color: Colord): NearestShade {
  let nearest: NearestShade | undefined;
  let nearestDistance = Infinity;
  for (const family of TAILWIND_COLOR_FAMILIES) {
    for (const shade of family.palettes) {
      const distance = color.delta(shade.hex);
      if (distance < nearestDistance) {
        nearest = { family, shade };
        nearestDistance = distance;
      }
    }
  }
  if (!nearest) throw new Error('no Tailwind colour families to compare with');
  return nearest;
}

/** Signed shortest turn from one hue to another, in degrees within [-180, 180). */
function hueDifference(from: number, to: number): number {
  return ((((to - from + 180) % 360) + 360) % 360) - 180;
}

/**
 * The Tailwind family nearest to `color`, with the nearest shade replaced by `color` itself
 * and every other shade turned by the same HSL hue and saturation difference, so the family
 * keeps its light-to-dark ramp but wears the input's tint.
 *
 * The Tailwind path throws `Invalid color, please check color value!`; the generator
 * (`getColorPalette`) and the helpers throw `invalid input color value`.
 */
export function getRecommendedColorPalette(color: string): RecommendedColorPalette {
  if (!isValidColor(color)) {
    throw new Error('Invalid color, please check color value!');
  }
  const input = colord(color).alpha(1);
  const { family, shade: matched } = findNearestShade(input);

  const inputHsl = input.toHsl();
  const matchedHsl = colord(matched.hex).toHsl();
  // A grey has no hue (colord reports 0), so turning by it would tint the family at random.
  const isGrey = inputHsl.s === 0 || matchedHsl.s === 0;
  const hueShift = isGrey ? 0 : hueDifference(matchedHsl.h, inputHsl.h);
  const saturationShift = inputHsl.s - matchedHsl.s;

  const palettes = family.palettes.map(({ hex, number }) => {
    if (number === matched.number) return { hex: input.toHex(), number };
    // Re-rendering through rounded HSL would move an exact Tailwind shade by a unit or so.
    if (hueShift === 0 && saturationShift === 0) return { hex, number };
    const { h, s, l } = colord(hex).toHsl();
    const shifted = colord({ h: h + hueShift, s: Math.min(100, Math.max(0, s + saturationShift)), l });
    return { hex: shifted.toHex(), number };
  });

  return { name: family.name, palettes, matchedNumber: matched.number };
}

/** The 500 shade of the recommended palette: the base colour to build a theme on. */
export function getRecommendedColor(color: string): string {
  const base = getRecommendedColorPalette(color).palettes.find(({ number }) => number === 500);
  if (!base) throw new Error('recommended palette has no 500 shade');
  return base.hex;
}
