import type { ReactNode } from 'react';
import { ConfigProvider, theme, type ConfigProviderProps } from 'antd';
import { antdColorTokens, effectiveColors } from './palette';
import { useRecommendedColor } from './recommended-color';
import { useIsDark, useThemeStore } from './store';
import { useThemeEffects } from './use-theme-effects';

export function ThemeProvider({
  children,
  locale,
}: {
  children: ReactNode;
  locale: ConfigProviderProps['locale'];
}) {
  useThemeEffects();
  const settings = useThemeStore((state) => state.settings);
  const isDark = useIsDark();
  const recommend = useRecommendedColor(settings.recommendColor);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...antdColorTokens(effectiveColors(settings, recommend), isDark), borderRadius: 6 },
        zeroRuntime: true,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
