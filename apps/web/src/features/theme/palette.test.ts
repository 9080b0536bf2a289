import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { getColorPalette } from '@termwise/color';
import { contrastRatio, TEXT_CONTRAST } from '@termwise/color';
import { antdTheme, effectiveColors, paletteCssVariables, readableTextColors } from './palette';
import { defaultThemeSettings } from './settings';

describe('theme palette', () => {
  const colors = effectiveColors(defaultThemeSettings);

  it('lets info follow primary by default', () => {
    expect(colors.info).toBe('#0077be');
  });

  it('exposes the 11 primary shades as CSS variables, base at 500', () => {
    const variables = paletteCssVariables(colors, false);
    const palette = getColorPalette('#0077be');
    expect(variables['--primary-50']).toBe(palette[0]);
    expect(variables['--primary-500']).toBe(palette[5]);
    expect(variables['--primary-950']).toBe(palette[10]);
    expect(variables['--error-500']).toBeDefined();
  });

  it('feeds the palette to antd in light mode only', () => {
    expect(antdTheme(colors, false).token).toMatchObject({
      colorPrimary: '#0077be',
      colorPrimaryBg: getColorPalette('#0077be')[0],
    });
    expect(antdTheme(colors, true).token).not.toHaveProperty('colorPrimaryBg');
  });

  it('writes text in shades that meet 4.5:1: on their own tints in light mode, on a raised panel in dark', () => {
    const light = readableTextColors(colors, false);
    for (const [key, color] of Object.entries(light)) {
      const tint = getColorPalette(colors[key as keyof typeof colors])[0]!;
      expect(contrastRatio(color, tint), key).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(light.error).toBe('#cf1322');
    for (const color of Object.values(readableTextColors(colors, true))) {
      expect(contrastRatio(color, '#2a2a2e')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(paletteCssVariables(colors, false)['--primary-text']).toBe(light.primary);
  });

  it('seeds status colours readable in light mode and keeps the primary fill as chosen', () => {
    const { token, components } = antdTheme(colors, false);
    expect(token).toMatchObject({ colorPrimary: '#0077be', colorError: '#cf1322' });
    expect(contrastRatio(token!.colorSuccess!, getColorPalette('#52c41a')[0]!)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(components!.Menu!.itemSelectedColor).toBe('var(--primary-text)');
    expect(contrastRatio(token!['green-7']!, '#f6ffed')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(antdTheme(colors, true).token!['green-7']!, '#162312')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it('gives antd text tokens that still read once its algorithm has derived them, in both schemes', () => {
    for (const [isDark, algorithm, surface] of [
      [false, theme.defaultAlgorithm, '#ffffff'],
      [true, theme.darkAlgorithm, '#141414'],
    ] as const) {
      const derived = theme.getDesignToken({ algorithm, token: antdTheme(colors, isDark).token });
      for (const key of [
        'colorErrorText',
        'colorSuccessText',
        'colorWarningText',
        'colorPrimaryText',
      ] as const) {
        expect(contrastRatio(derived[key], surface), `${key} dark=${isDark}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
      expect(contrastRatio(derived['green-7'], derived['green-1'])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
