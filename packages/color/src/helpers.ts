import { extend, type RgbaColor } from 'colord';
import mixPlugin from 'colord/plugins/mix';
import { parseColor } from './colord.ts';

extend([mixPlugin]);

export function getHex(color: string): string {
  return parseColor(color).toHex();
}

export function getRgb(color: string): RgbaColor {
  return parseColor(color).toRgb();
}

/** `alpha` is 0..1; the result is an 8-digit hex when `alpha` is below 1. */
export function addColorAlpha(color: string, alpha: number): string {
  return parseColor(color).alpha(alpha).toHex();
}

/**
 * `ratio` is the share of `second`: 0 gives `first`, 1 gives `second`. Mixed in CIELAB
 * (colord's default) so the steps between two colours look even to the eye.
 */
export function mixColor(first: string, second: string, ratio: number): string {
  return parseColor(first).mix(parseColor(second), ratio).toHex();
}

/** The opaque colour that looks the same as `color` at `alpha` laid over `bgColor`. */
export function transformColorWithOpacity(color: string, alpha: number, bgColor = '#ffffff'): string {
  // Browsers composite translucent layers by interpolating RGB channels, not in CIELAB.
  return parseColor(bgColor).mix(parseColor(color), alpha, 'rgb').toHex();
}

export function isWhiteColor(color: string): boolean {
  return parseColor(color).isEqual('#ffffff');
}
