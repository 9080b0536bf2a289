import type { ReactNode } from 'react';
import { ConfigProvider, theme, type ConfigProviderProps } from 'antd';
import { antdColorTokens, effectiveColors } from './palette';
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
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...antdColorTokens(effectiveColors(settings), isDark), borderRadius: 6 },
        zeroRuntime: true,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
