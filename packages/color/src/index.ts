export { isValidColor } from './colord.ts';
export {
  addColorAlpha,
  getHex,
  getRgb,
  isWhiteColor,
  mixColor,
  transformColorWithOpacity,
} from './helpers.ts';
export {
  COLOR_PALETTE_NUMBERS,
  getColorPalette,
  getPaletteColorByNumber,
  type ColorPalette,
  type ColorPaletteFamily,
  type ColorPaletteNumber,
} from './palette.ts';
export { contrastRatio, firstReadable, readableShade, TEXT_CONTRAST } from './readable.ts';
export { TAILWIND_COLOR_FAMILIES } from './tailwind.ts';
