import type { HsvaColor } from 'colord';
import { colord, parseColor } from './colord.ts';

export const COLOR_PALETTE_NUMBERS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export type ColorPaletteNumber = (typeof COLOR_PALETTE_NUMBERS)[number];

export interface ColorPalette {
  hex: string;
  number: ColorPaletteNumber;
}

export interface ColorPaletteFamily {
  name: string;
  palettes: ColorPalette[];
}

/** Index of shade 500, the input colour itself. */
const BASE_INDEX = 5;

// Ant Design's HSV palette constants, spread over 5 shades on each side of the base.
const HUE_STEP = 2;
const LIGHT_SATURATION_STEP = 16;
const DARK_SATURATION_STEP = 5;
const LIGHT_VALUE_STEP = 5;
const DARK_VALUE_STEP = 15;
const MIN_SATURATION = 6;
const STEPS_PER_SIDE = BASE_INDEX;

const YELLOW_HUE = 60;
const BLUE_HUE = 240;

/**
 * Lighter shades drift toward yellow and darker ones toward blue, the way highlights
 * look warmer and shadows cooler; which direction that is depends on the side of the
 * yellow–blue axis the hue sits on.
 */
function shiftHue(hue: number, steps: number, lighter: boolean): number {
  const onGreenSide = hue >= YELLOW_HUE && hue <= BLUE_HUE;
  const towardYellow = onGreenSide ? -1 : 1;
  const direction = lighter ? towardYellow : -towardYellow;
  return (hue + direction * HUE_STEP * steps + 360) % 360;
}

/**
 * The constants assume the base has room for five full steps (antd stops at four dark ones).
 * When it does not, the step shrinks to fit, so no two shades collapse into the same colour
 * at the clamp, e.g. two identical near-whites or a black 900 and 950.
 */
function fitStep(step: number, room: number, parts: number): number {
  return Math.min(step, Math.max(0, room) / parts);
}

function shiftSaturation(saturation: number, steps: number, lighter: boolean): number {
  // A grey must stay grey: the minimum saturation would tint it with hue 0 (red).
  if (saturation === 0) return 0;
  if (lighter) {
    const step = fitStep(LIGHT_SATURATION_STEP, saturation - MIN_SATURATION, STEPS_PER_SIDE);
    return saturation - step * steps;
  }
  return Math.min(100, saturation + DARK_SATURATION_STEP * steps);
}

function shiftValue(value: number, steps: number, lighter: boolean): number {
  if (lighter) return Math.min(100, value + LIGHT_VALUE_STEP * steps);
  // One part more than there are steps, so the darkest shade stays a colour, not black.
  const step = fitStep(DARK_VALUE_STEP, value, STEPS_PER_SIDE + 1);
  return value - step * steps;
}

function shadeHex(base: HsvaColor, index: number): string {
  const steps = Math.abs(index - BASE_INDEX);
  const lighter = index < BASE_INDEX;
  return colord({
    h: shiftHue(base.h, steps, lighter),
    s: shiftSaturation(base.s, steps, lighter),
    v: shiftValue(base.v, steps, lighter),
  }).toHex();
}

/**
 * The 11 shades (50..950) around `color`, lightest first; index 5 is `color` as opaque hex.
 * Throws `invalid input color value` for input colord cannot parse.
 */
export function getColorPalette(color: string): string[] {
  // Shades are painted as solid fills, so a translucent input still gives an opaque palette.
  const base = parseColor(color).alpha(1);
  // colord rounds HSV to whole degrees and percent, which is all the precision a shade needs.
  const hsv = base.toHsv();
  return COLOR_PALETTE_NUMBERS.map((_, index) =>
    index === BASE_INDEX ? base.toHex() : shadeHex(hsv, index),
  );
}

export function getPaletteColorByNumber(color: string, number: ColorPaletteNumber): string {
  const hex = getColorPalette(color)[COLOR_PALETTE_NUMBERS.indexOf(number)];
  if (hex === undefined) {
    throw new Error(`unknown palette number ${number}`);
  }
  return hex;
}
