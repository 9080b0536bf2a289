import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { serverAt, startServer, type RunningServer } from './server';
import { sharesDemo } from './shared-demo';

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
 * One spec file's browser, and its server: with an extra environment (e.g. `{ DEMO: 'accounts' }`) a server of
 * its own (fresh database, free port) started before its tests and stopped after them; with none, the run's
 * shared full-demo server, which earlier specs of the run may have changed (see shared-demo.ts).
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
    const sharedDemo = sharesDemo(env) ? inject('sharedDemo') : undefined;
    server = sharedDemo ? serverAt(sharedDemo) : await startServer(env);
    browser = await launchBrowser();
    await ready?.(suite);
  }, readyTimeoutMs);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return suite;
}
