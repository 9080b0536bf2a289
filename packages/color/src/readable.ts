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
 * lighter on a dark one): a seller's theme colour keeps its hue, and its text stays readable. When no shade
 * reads (a dark colour on its own dark tint), black or white, whichever reads better.
 */
export function readableShade(color: string, background: string, minRatio = TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= minRatio) return parseColor(color).toHex();
  const palette = getColorPalette(color);
  const towardContrast = parseColor(background).isLight() ? palette.slice(6) : palette.slice(0, 5).reverse();
  return firstReadable([...towardContrast, '#000000', '#ffffff'], background, minRatio);
}

/** The first of `candidates` (ordered by preference) that reads on `background`, else the one that reads best. */
export function firstReadable(candidates: string[], background: string, minRatio = TEXT_CONTRAST): string {
  const readable = candidates.find((shade) => contrastRatio(shade, background) >= minRatio);
  if (readable) return readable;
  return candidates.reduce((best, shade) =>
    contrastRatio(shade, background) > contrastRatio(best, background) ? shade : best,
  );
}
