import { extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { parseColor } from './colord.ts';
import { getColorPalette } from './palette.ts';

extend([a11yPlugin]);

/** WCAG 2.1 AA (1.4.3) for normal-size text. */
export const TEXT_CONTRAST = 4.5;

/** The contrast ratio of two colours as WCAG defines it, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  return parseColor(first).contrast(parseColor(second));
}

/**
 * `color`, or the nearest shade of its own palette that reads on `background` (darker on a light background,
 * lighter on a dark one): a seller's theme colour keeps its hue, and its text stays readable.
 */
export function readableShade(color: string, background: string, minRatio = TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= minRatio) return parseColor(color).toHex();
  const palette = getColorPalette(color);
  const towardContrast = parseColor(background).isLight() ? palette.slice(6) : palette.slice(0, 5).reverse();
  return firstReadable(towardContrast, background, minRatio);
}

/** The first of `candidates` (ordered toward more contrast) that reads on `background`, else the last. */
export function firstReadable(candidates: string[], background: string, minRatio = TEXT_CONTRAST): string {
  return candidates.find((shade) => contrastRatio(shade, background) >= minRatio) ?? candidates.at(-1)!;
}
