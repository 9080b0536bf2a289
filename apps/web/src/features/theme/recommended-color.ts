import { use } from 'react';
import type { getRecommendedColor } from '@termwise/color/recommend';

type RecommendColor = typeof getRecommendedColor;

let recommendColor: RecommendColor | undefined;
let loading: Promise<RecommendColor> | undefined;

/**
 * The recommended-colour code (CIEDE2000 against Tailwind's palette) loads only for those who turned it
 * on, not with the login page. Start and the theme drawer's switch load it before they need it.
 */
export function loadRecommendedColor(): Promise<RecommendColor> {
  loading ??= import('@termwise/color/recommend').then((module) => {
    recommendColor = module.getRecommendedColor;
    return recommendColor;
  });
  return loading;
}

/** The snapping function when the setting is on; suspends only if nothing loaded it beforehand. */
export function useRecommendedColor(on: boolean): RecommendColor | undefined {
  if (!on) return undefined;
  return recommendColor ?? use(loadRecommendedColor());
}
