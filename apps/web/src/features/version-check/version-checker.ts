import { readBuildTime } from './build-time';

export interface VersionCheckerDeps {
  ownBuildTime: string;
  /** index.html as the server serves it now. */
  fetchServedHtml(): Promise<string>;
  isPageVisible(): boolean;
  /** Asks the user to reload; calls onDismiss when they decline. */
  offerReload(onDismiss: () => void): void;
}

/** One check per call: offers a reload when the served build differs from the running one. */
export function createVersionChecker(deps: VersionCheckerDeps): () => Promise<void> {
  let offerOpen = false;
  return async () => {
    if (offerOpen || !deps.isPageVisible()) return;
    try {
      const served = readBuildTime(await deps.fetchServedHtml());
      if (!served || served === deps.ownBuildTime) return;
      offerOpen = true;
      deps.offerReload(() => {
        offerOpen = false;
      });
    } catch (error) {
      console.error('version check failed', error);
    }
  };
}
