import { useMediaQuery } from './use-media-query';

/** antd's breakpoints (its default theme tokens screenMD, screenLG, screenXL): where each screen starts. */
const SCREEN_MIN_WIDTH = { md: 768, lg: 992, xl: 1200 } as const;

/**
 * Whether the window is at least a `size` screen wide, right from the first render. antd's
 * Grid.useBreakpoint answers nothing on the first render and renders its component again while the
 * page commits: for a table of rows that second render was the longest task of the first screen.
 */
export function useScreenAtLeast(size: keyof typeof SCREEN_MIN_WIDTH): boolean {
  return useMediaQuery(`(min-width: ${SCREEN_MIN_WIDTH[size]}px)`);
}
