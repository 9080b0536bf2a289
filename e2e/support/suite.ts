import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser context (zh-CN, desktop unless a width is given) on the suite's server. */
  newPage(width?: number, height?: number): Promise<Page>;
}

interface SuiteOptions {
  /** Waits for what the spec needs before its first test (e.g. demo data), within `readyTimeoutMs`. */
  ready?(suite: E2eSuite): Promise<void>;
  readyTimeoutMs?: number;
}

/**
 * One spec file's server (fresh database, free port) and browser, started before its tests and stopped
 * after them. `env` is the server's extra environment (e.g. `{ DEMO: 'accounts' }`).
 */
export function e2eSuite(env: Record<string, string> = {}, { ready, readyTimeoutMs }: SuiteOptions = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const suite: E2eSuite = {
    get server() {
      if (!server) throw new Error('the e2e server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the e2e browser is not started yet');
      return browser;
    },
    newPage: (width, height) => newPage(suite.browser, suite.server.baseUrl, width, height),
  };

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    await ready?.(suite);
  }, readyTimeoutMs);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return suite;
}
