import type { Plugin } from 'vite';

/**
 * Stamps index.html with the build time so a running tab can notice that a newer build was deployed
 * (see features/version-check).
 */
export function buildTimePlugin(buildTime: string): Plugin {
  return {
    name: 'termwise-build-time',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'buildTime', content: buildTime }, injectTo: 'head' }],
  };
}
