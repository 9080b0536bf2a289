import { presetDarkPalettes, presetPalettes } from '@ant-design/colors';
import { COLOR_PALETTE_NUMBERS, firstReadable, getColorPalette, readableShade } from '@termwise/color';
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

const STATUS_KEYS = ['info', 'success', 'warning', 'error'] as const;

/**
 * Where coloured text sits in dark mode at its hardest: a raised panel, the open tab over the header
 * (rgba(255, 255, 255, 0.08) over the dark surface #18181c of app/global.css).
 */
const DARK_RAISED_SURFACE = '#2a2a2e';

/**
 * Each theme colour as text: its nearest shade that meets WCAG's 4.5:1 where it sits. In light mode that is
 * on the colour's own tint (a selected menu item, the open tab, a tag), in dark mode on a raised panel.
 */
export function readableTextColors(
  colors: Record<ThemeColorKey, string>,
  isDark: boolean,
): Record<ThemeColorKey, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([key, color]) => [
      key,
      readableShade(color, isDark ? DARK_RAISED_SURFACE : getColorPalette(color)[0]!),
    ]),
  ) as Record<ThemeColorKey, string>;
}

/**
 * `--primary-50` ... `--primary-950` (and the same for info, success, warning, error) for plain CSS, and
 * `--primary-text` (and so on): the shade to write text in on the current scheme.
 */
export function paletteCssVariables(
  colors: Record<ThemeColorKey, string>,
  isDark: boolean,
): Record<string, string> {
  const variables: Record<string, string> = {};
  const text = readableTextColors(colors, isDark);
  for (const [key, color] of Object.entries(colors) as [ThemeColorKey, string][]) {
    const palette = getColorPalette(color);
    COLOR_PALETTE_NUMBERS.forEach((shade, index) => {
      variables[`--${key}-${shade}`] = palette[index]!;
    });
    variables[`--${key}-color`] = color;
    variables[`--${key}-text`] = text[key];
  }
  return variables;
}

// antd's tertiary (0.45 alpha) and placeholder (0.25) text are under WCAG's 4.5:1 on both schemes.
const NEUTRAL_TEXT = {
  light: { tertiary: 'rgba(0, 0, 0, 0.6)', placeholder: 'rgba(0, 0, 0, 0.55)' },
  dark: { tertiary: 'rgba(255, 255, 255, 0.6)', placeholder: 'rgba(255, 255, 255, 0.55)' },
};

/** antd's preset tag colours (green, gold, ...) write text in shade 7 on shade 1: the first shade that reads. */
function readablePresetTags(palettes: typeof presetPalettes): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palettes).flatMap(([name, shades]) => {
      const text = firstReadable(shades.slice(6), shades[0]!);
      // antd's token holds each shade twice (`green7`, `green-7`), both written to the one CSS variable.
      return [
        [`${name}7`, text],
        [`${name}-7`, text],
      ];
    }),
  );
}

/**
 * Where antd writes text in the primary fill colour, it takes `--primary-text` instead. These name CSS
 * variables rather than colours: antd refreshes a component's tokens only when one of its elements renders
 * again, and a memoised table row that kept its tag would keep the other scheme's colour.
 */
const READABLE_COMPONENTS: ThemeConfig['components'] = {
  Menu: {
    itemSelectedColor: 'var(--primary-text)',
    subMenuItemSelectedColor: 'var(--primary-text)',
    horizontalItemSelectedColor: 'var(--primary-text)',
    horizontalItemHoverColor: 'var(--primary-text)',
  },
  Tabs: { itemSelectedColor: 'var(--primary-text)' },
  Dropdown: { colorPrimary: 'var(--primary-text)' },
  Pagination: { itemActiveColor: 'var(--primary-text)', itemActiveColorHover: 'var(--primary-text)' },
  // A status tag writes in the status colour itself, which in dark mode antd derives darker than its seed.
  Tag: {
    colorInfo: 'var(--info-text)',
    colorSuccess: 'var(--success-text)',
    colorWarning: 'var(--warning-text)',
    colorError: 'var(--error-text)',
  },
};

const PRESET_TAG_TEXT = {
  light: readablePresetTags(presetPalettes),
  dark: readablePresetTags(presetDarkPalettes),
};

/**
 * A status colour's tint and border from the seller's colour, not from its readable shade: antd derives
 * a greyish tint from a dark seed, and the text was made to read on this one.
 */
function statusTints(colors: Record<ThemeColorKey, string>): Record<string, string> {
  return Object.fromEntries(
    STATUS_KEYS.flatMap((key) => {
      const shades = getColorPalette(colors[key]);
      const name = key[0]!.toUpperCase() + key.slice(1);
      return [
        [`color${name}Bg`, shades[0]!],
        [`color${name}Border`, shades[2]!],
      ];
    }),
  );
}

/**
 * Seeds antd with our colours. In light mode the primary shades come from our own palette so antd
 * components and plain CSS (`--primary-*`) agree; antd's dark algorithm derives its own dark shades.
 * Status colours are drawn as text on their own tints (tags, alerts), so in light mode antd gets their
 * readable shades; the primary colour fills buttons as the seller chose it, and its text takes a readable
 * shade. (In dark mode a red that reads on the page cannot carry white text: see the danger buttons in
 * global.css.)
 */
export function antdTheme(
  colors: Record<ThemeColorKey, string>,
  isDark: boolean,
): Pick<ThemeConfig, 'token' | 'components'> {
  const text = readableTextColors(colors, isDark);
  const neutral = isDark ? NEUTRAL_TEXT.dark : NEUTRAL_TEXT.light;
  const status = isDark ? colors : text;
  const token = {
    colorPrimary: colors.primary,
    colorInfo: status.info,
    colorSuccess: status.success,
    colorWarning: status.warning,
    colorError: status.error,
    colorLink: text.primary,
    colorPrimaryText: text.primary,
    colorTextTertiary: neutral.tertiary,
    colorTextDescription: neutral.tertiary,
    colorTextPlaceholder: neutral.placeholder,
    colorInfoText: text.info,
    colorSuccessText: text.success,
    colorWarningText: text.warning,
    colorErrorText: text.error,
    ...(isDark ? PRESET_TAG_TEXT.dark : PRESET_TAG_TEXT.light),
  };
  if (isDark) {
    return {
      token: { ...token, colorLinkHover: getColorPalette(text.primary)[4] },
      components: READABLE_COMPONENTS,
    };
  }
  const shade = getColorPalette(colors.primary);
  const textShade = getColorPalette(text.primary);
  return {
    token: {
      ...token,
      ...statusTints(colors),
      colorPrimaryBg: shade[0],
      colorPrimaryBgHover: shade[1],
      colorPrimaryBorder: shade[2],
      colorPrimaryBorderHover: shade[3],
      // Hover and press darken, so that text on a hovered button, or hovered text, still reads.
      colorPrimaryHover: shade[6],
      colorPrimaryActive: shade[7],
      colorPrimaryTextHover: textShade[6],
      colorPrimaryTextActive: textShade[7],
      colorLinkHover: textShade[6],
      colorLinkActive: textShade[7],
      colorErrorHover: getColorPalette(text.error)[6],
      colorErrorActive: getColorPalette(text.error)[7],
    },
    components: READABLE_COMPONENTS,
  };
}
