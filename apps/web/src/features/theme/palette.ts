import { COLOR_PALETTE_NUMBERS, getColorPalette } from '@termwise/color';
import type { ThemeConfig } from 'antd';
import type { ThemeColorKey, ThemeSettings } from './settings';

/** The colours actually used: with the recommended switch on, `recommend` snaps each to its family. */
export function effectiveColors(
  settings: ThemeSettings,
  recommend?: (color: string) => string,
): Record<ThemeColorKey, string> {
  const { themeColors, isInfoFollowPrimary } = settings;
  const colors = { ...themeColors, info: isInfoFollowPrimary ? themeColors.primary : themeColors.info };
  if (!recommend) return colors;
  return Object.fromEntries(Object.entries(colors).map(([key, color]) => [key, recommend(color)])) as Record<
    ThemeColorKey,
    string
  >;
}

/** `--primary-50` ... `--primary-950` (and the same for info, success, warning, error) for plain CSS. */
export function paletteCssVariables(colors: Record<ThemeColorKey, string>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, color] of Object.entries(colors)) {
    const palette = getColorPalette(color);
    COLOR_PALETTE_NUMBERS.forEach((shade, index) => {
      variables[`--${key}-${shade}`] = palette[index]!;
    });
    variables[`--${key}-color`] = color;
  }
  return variables;
}

/**
 * Seeds antd with our colours. In light mode the primary shades come from our own palette so antd
 * components and plain CSS (`--primary-*`) agree; antd's dark algorithm derives its own dark shades.
 */
export function antdColorTokens(
  colors: Record<ThemeColorKey, string>,
  isDark: boolean,
): NonNullable<ThemeConfig['token']> {
  const seeds = {
    colorPrimary: colors.primary,
    colorInfo: colors.info,
    colorSuccess: colors.success,
    colorWarning: colors.warning,
    colorError: colors.error,
    colorLink: colors.primary,
  };
  const shade = getColorPalette(colors.primary);
  // antd's secondary text (0.45 alpha) is under the 4.5:1 of WCAG 1.4.3 on both schemes; 0.6 meets it.
  const text = isDark
    ? { colorTextTertiary: 'rgba(255, 255, 255, 0.6)', colorTextDescription: 'rgba(255, 255, 255, 0.6)' }
    : { colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextDescription: 'rgba(0, 0, 0, 0.6)' };
  if (isDark) {
    // A link or text in the primary colour on a dark surface needs a lighter shade to stay readable.
    return { ...seeds, ...text, colorLink: shade[3], colorLinkHover: shade[2], colorPrimaryText: shade[3] };
  }
  return {
    ...seeds,
    ...text,
    colorPrimaryBg: shade[0],
    colorPrimaryBgHover: shade[1],
    colorPrimaryBorder: shade[2],
    colorPrimaryBorderHover: shade[3],
    colorPrimaryHover: shade[4],
    colorPrimaryActive: shade[6],
    colorPrimaryTextHover: shade[4],
    colorPrimaryTextActive: shade[6],
  };
}
