// Directories the server reads at run time, found from this module's URL. It sits directly in src/ as the built
// entry points sit directly in dist/ (scripts/build-server.mjs), so the same relative paths hold from source
// and from the build, where every module's import.meta.url is its entry point's.
export const MIGRATIONS_DIR = new URL('../drizzle', import.meta.url).pathname;
export const WEB_DIST_DIR = new URL('../../web/dist', import.meta.url).pathname;
