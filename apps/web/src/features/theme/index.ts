export { ThemeProvider } from './ThemeProvider';
export { useThemeStore, useIsDark, useLayoutMode } from './store';
export * from './settings';
export { ThemeSchemeSwitch } from './ThemeSchemeSwitch';
export { loadRecommendedColor } from './recommended-color';
