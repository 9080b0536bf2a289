import { describe, expect, it } from 'vitest';
import { defaultThemeSettings, mergeSettings } from './settings';

describe('theme defaults', () => {
  it('follow SPEC section 9', () => {
    const { themeColors, header, tab, sider, footer, page, watermark, resetCacheStrategy, themeScheme } =
      defaultThemeSettings;
    expect(themeScheme).toBe('light');
    expect(themeColors.primary).toBe('#0077be');
    expect(header.height).toBe(56);
    expect(tab.height).toBe(44);
    expect(sider).toMatchObject({ width: 150, collapsedWidth: 64, mixWidth: 90, mixChildMenuWidth: 200 });
    expect(footer.height).toBe(48);
    expect(page.animateMode).toBe('fade-slide');
    expect(resetCacheStrategy).toBe('close');
    expect(watermark.visible).toBe(false);
  });

  it('fill settings saved by an older version with the defaults', () => {
    const merged = mergeSettings({ themeScheme: 'dark', header: { height: 64 } } as never);
    expect(merged.themeScheme).toBe('dark');
    expect(merged.header).toEqual({ ...defaultThemeSettings.header, height: 64 });
    expect(merged.tab).toEqual(defaultThemeSettings.tab);
  });
});
