import { describe, expect, it } from 'vitest';
import { getColorPalette } from '@termwise/color';
import { antdColorTokens, effectiveColors, paletteCssVariables } from './palette';
import { defaultThemeSettings } from './settings';

describe('theme palette', () => {
  const colors = effectiveColors(defaultThemeSettings);

  it('lets info follow primary by default', () => {
    expect(colors.info).toBe('#0077be');
  });

  it('exposes the 11 primary shades as CSS variables, base at 500', () => {
    const variables = paletteCssVariables(colors);
    const palette = getColorPalette('#0077be');
    expect(variables['--primary-50']).toBe(palette[0]);
    expect(variables['--primary-500']).toBe(palette[5]);
    expect(variables['--primary-950']).toBe(palette[10]);
    expect(variables['--error-500']).toBeDefined();
  });

  it('feeds the palette to antd in light mode only', () => {
    expect(antdColorTokens(colors, false)).toMatchObject({
      colorPrimary: '#0077be',
      colorPrimaryBg: getColorPalette('#0077be')[0],
    });
    expect(antdColorTokens(colors, true)).not.toHaveProperty('colorPrimaryBg');
  });
});
