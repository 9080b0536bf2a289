// The login page in Chromium with a cold cache: JavaScript on the wire, requests, and when the password
// field is usable. The web app is built fresh and served by the real server (precompressed assets).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { builtWebApp, launchChromium, median } from './support/browser.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { startServer } from './support/server-process.ts';

export const title = 'Login page in Chromium (cold cache)';

/**
 * The issue measured the password field usable at 0.79x the soybean-admin-react template's time, with
 * Termwise then at PASSWORD_READY_BEFORE_MS on this machine (median of 7 cold loads); the target, 0.5x
 * the template, is that time scaled by 0.5 / 0.79.
 */
const PASSWORD_READY_BEFORE_MS = 1435;
const PASSWORD_READY_TARGET_MS = Math.round((PASSWORD_READY_BEFORE_MS * 0.5) / 0.79);
const KB = 1024;
const STAMP_PASSWORD_READY = `
  const observer = new MutationObserver(() => {
    const field = document.querySelector('input[type=password]');
    if (!field || field.disabled) return;
    window.passwordReadyMs = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
`;

interface Load {
  /** Scripts the login page asked for before its password field was usable: what it needs. */
  jsWireBytes: number;
  /** Scripts asked for after that, while the page sat idle: the first screen after login, preloaded. */
  preloadWireBytes: number;
  jsGzipBytes: number;
  requests: number;
  jsFiles: string[];
  passwordReadyMs: number;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const distDir = builtWebApp(ctx);
  const server = await startServer(ctx, { env: { WEB_DIST_DIR: distDir } });
  const browser = await launchChromium();
  try {
    const loads: Load[] = [];
    for (let i = 0; i < (ctx.quick ? 3 : 7); i++)
      loads.push(await loadLoginPage(browser, server.baseUrl, distDir));
    const first = loads[0]!;
    ctx.log(`login page scripts: ${first.jsFiles.join(' ')}`);
    return [
      figure('login page: JavaScript on the wire (brotli)', round(first.jsWireBytes / KB), 'KB', atMost(250)),
      figure('login page: JavaScript gzipped', round(first.jsGzipBytes / KB), 'KB', atMost(250)),
      figure(
        'login page: next screen preloaded while idle (brotli)',
        round(first.preloadWireBytes / KB),
        'KB',
        undefined,
        'after the password field is usable; not counted above',
      ),
      figure(
        'login page: requests',
        first.requests,
        'requests',
        undefined,
        `${first.jsFiles.length} scripts`,
      ),
      figure(
        'login page: password field usable',
        median(loads.map((one) => one.passwordReadyMs)),
        'ms',
        atMost(PASSWORD_READY_TARGET_MS),
        `median of ${loads.length} cold loads; ${PASSWORD_READY_BEFORE_MS} ms before the route split`,
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function loadLoginPage(browser: Browser, baseUrl: string, distDir: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // Stamps the moment a usable password field is in the page, without polling from outside. A string, as
  // tsx would wrap a function's inner names in a helper the page does not have.
  await page.addInitScript(STAMP_PASSWORD_READY);
  const responses: Promise<{ url: string; bytes: number; script: boolean }>[] = [];
  const onFinished = (request: Request) => {
    responses.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        script: request.resourceType() === 'script' || request.url().endsWith('.js'),
      })),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  const passwordReadyMs = await page.waitForFunction(
    () => (window as { passwordReadyMs?: number }).passwordReadyMs,
  );
  const ready = (await passwordReadyMs.jsonValue()) as number;
  const startedAt = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
    ),
  );
  // A late request (a lazy form chunk) must not ask for its sizes after the context closed.
  page.off('requestfinished', onFinished);
  const finished = await Promise.all(responses);
  await context.close();
  const needed = finished.filter((one) => (startedAt.get(one.url) ?? 0) <= ready);
  const preloaded = finished.filter((one) => one.script && !needed.includes(one));
  const scripts = needed.filter((one) => one.script);
  const jsFiles = scripts.map((one) => new URL(one.url).pathname);
  const wireBytes = (list: typeof finished) => list.reduce((sum, one) => sum + one.bytes, 0);
  return {
    jsWireBytes: wireBytes(scripts),
    preloadWireBytes: wireBytes(preloaded),
    jsGzipBytes: jsFiles.reduce((sum, path) => sum + gzippedSize(join(distDir, path)), 0),
    requests: needed.length,
    jsFiles,
    passwordReadyMs: Math.round(ready),
  };
}

/** The build skips a gzip copy that would not be smaller; the server then sends the file itself. */
const gzippedSize = (file: string) => statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;

const round = (value: number) => Math.round(value * 10) / 10;
