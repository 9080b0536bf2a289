export type ThemeScheme = 'light' | 'dark' | 'auto';
export type LayoutMode = 'vertical' | 'vertical-mix' | 'horizontal' | 'horizontal-mix';
export type ScrollMode = 'wrapper' | 'content';
export type TabMode = 'chrome' | 'button';
export type PageAnimation =
  'fade-slide' | 'fade' | 'fade-bottom' | 'fade-scale' | 'zoom-fade' | 'zoom-out' | 'none';
export type CacheResetStrategy = 'close' | 'refresh';
export type ThemeColorKey = 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface ThemeSettings {
  themeScheme: ThemeScheme;
  grayscale: boolean;
  colourWeakness: boolean;
  /** When on, info follows primary, as the recommended palette pairs them. */
  isInfoFollowPrimary: boolean;
  recommendColor: boolean;
  themeColors: Record<ThemeColorKey, string>;
  layout: { mode: LayoutMode; scrollMode: ScrollMode };
  page: { animate: boolean; animateMode: PageAnimation };
  header: { height: number; multilingualVisible: boolean; globalSearchVisible: boolean };
  tab: { visible: boolean; cache: boolean; height: number; mode: TabMode };
  fixedHeaderAndTab: boolean;
  sider: {
    inverted: boolean;
    width: number;
    collapsedWidth: number;
    mixWidth: number;
    mixCollapsedWidth: number;
    mixChildMenuWidth: number;
  };
  footer: { visible: boolean; fixed: boolean; height: number; right: boolean };
  watermark: { visible: boolean; text: string; enableUserName: boolean };
  resetCacheStrategy: CacheResetStrategy;
}

/** SPEC section 9 defaults. */
export const defaultThemeSettings: ThemeSettings = {
  themeScheme: 'light',
  grayscale: false,
  colourWeakness: false,
  isInfoFollowPrimary: true,
  recommendColor: false,
  themeColors: {
    primary: '#0077be',
    info: '#0077be',
    success: '#52c41a',
    warning: '#faad14',
    error: '#f5222d',
  },
  layout: { mode: 'vertical', scrollMode: 'content' },
  page: { animate: true, animateMode: 'fade-slide' },
  header: { height: 56, multilingualVisible: true, globalSearchVisible: true },
  tab: { visible: true, cache: true, height: 44, mode: 'chrome' },
  fixedHeaderAndTab: true,
  sider: {
    inverted: false,
    width: 150,
    collapsedWidth: 64,
    mixWidth: 90,
    mixCollapsedWidth: 64,
    mixChildMenuWidth: 200,
  },
  footer: { visible: true, fixed: false, height: 48, right: true },
  watermark: { visible: false, text: 'Termwise', enableUserName: false },
  resetCacheStrategy: 'close',
};

export const WATERMARK = { rotate: -15, size: 384, zIndex: 2000 } as const;

/** Reads saved settings over the defaults so a setting added later still gets its default. */
export function mergeSettings(saved: Partial<ThemeSettings> | null): ThemeSettings {
  if (!saved) return structuredClone(defaultThemeSettings);
  const merged = structuredClone(defaultThemeSettings) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(saved)) {
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return merged as unknown as ThemeSettings;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
