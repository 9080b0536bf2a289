import { describe, expect, it, vi } from 'vitest';
import { createVersionChecker, type VersionCheckerDeps } from './version-checker';

const html = (buildTime: string) =>
  `<html><head><meta name="buildTime" content="${buildTime}"></head></html>`;

function setup(overrides: Partial<VersionCheckerDeps> = {}) {
  const deps = {
    ownBuildTime: 'A',
    fetchServedHtml: vi.fn(async () => html('B')),
    isPageVisible: vi.fn(() => true),
    ...overrides,
    offerReload: vi.fn<VersionCheckerDeps['offerReload']>(),
  };
  return { check: createVersionChecker(deps), deps };
}

describe('version checker', () => {
  it('stays quiet while the served build is the running one', async () => {
    const { check, deps } = setup({ fetchServedHtml: vi.fn(async () => html('A')) });
    await check();
    expect(deps.offerReload).not.toHaveBeenCalled();
  });

  it('offers a reload once for a newer build, and again after a dismissal', async () => {
    const { check, deps } = setup();
    await check();
    await check();
    expect(deps.offerReload).toHaveBeenCalledTimes(1);
    const dismiss = deps.offerReload.mock.calls[0]![0] as () => void;
    dismiss();
    await check();
    expect(deps.offerReload).toHaveBeenCalledTimes(2);
  });

  it('does not check a hidden tab', async () => {
    const { check, deps } = setup({ isPageVisible: vi.fn(() => false) });
    await check();
    expect(deps.fetchServedHtml).not.toHaveBeenCalled();
  });

  it('only logs a failed check', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { check, deps } = setup({
      fetchServedHtml: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await expect(check()).resolves.toBeUndefined();
    expect(deps.offerReload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
