const BUILD_TIME_META = /<meta\s+name=["']buildTime["']\s+content=["']([^"']*)["']/i;

/** Reads the build time the Vite plugin stamped into a served index.html. */
export function readBuildTime(html: string): string | null {
  return BUILD_TIME_META.exec(html)?.[1] ?? null;
}
