import { flattenRoutes, userRoutes } from '@termwise/contracts';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, withAxe, type AxeFinding } from './support/axe';
import { loginAs, waitForWelcomeToClose, navigateInApp, screenshot } from './support/browser';
import { DEMO_DATA_MS, forgetNegativeKeywordFilters, waitForDemoNegations } from './support/demo-data';
import { e2eSuite } from './support/suite';

const suite = e2eSuite({}, { ready: waitForDemoNegations, readyTimeoutMs: DEMO_DATA_MS + 120_000 });

const LOGIN_PAGES = [
  '/login/pwd-login',
  '/login/code-login',
  '/login/register',
  '/login/reset-pwd',
  '/login/bind-wechat',
];
/** Every page of the app a user opens (groups only redirect), and the error pages. */
const APP_PAGES = [
  ...flattenRoutes(userRoutes)
    .filter((route) => !route.children?.length)
    .map((route) => route.path),
  '/403',
  '/404',
];
const VIEWS = [
  { lang: 'zh-CN', width: 1440, height: 900 },
  { lang: 'en-US', width: 1440, height: 900 },
  { lang: 'zh-CN', width: 390, height: 844 },
  { lang: 'en-US', width: 390, height: 844 },
] as const;

const THEME_BUTTON = { 'zh-CN': '主题配置', 'en-US': 'Theme settings' } as const;

type Finding = AxeFinding & { where: string };

/** A page has settled when no request is open and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll<HTMLElement>('.ant-spin-spinning')].some(
        (spin) => spin.offsetParent !== null,
      ),
  );
  await coloursSettled(page);
}

/**
 * Colours fade in (antd's entrance motions, the theme's colour transitions) and a component takes a new
 * scheme's colours when it renders again: contrast is judged on the final colours, once nothing finite is
 * animating and two looks 200 ms apart find every element's colours unchanged.
 */
async function coloursSettled(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as { twColours?: string }).twColours);
  await page.waitForFunction(
    () => {
      const look = window as { twColours?: string };
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      const colours = [...document.querySelectorAll('body *')]
        .map((element) => {
          const style = getComputedStyle(element);
          return `${style.color} ${style.backgroundColor}`;
        })
        .join();
      const settled = !moving && colours === look.twColours;
      look.twColours = colours;
      return settled;
    },
    undefined,
    { polling: 200, timeout: 60_000 },
  );
}

/** Checks the page (or the part `within` selects) in light theme (every rule), then in dark (the colours). */
async function checkBothThemes(
  page: Page,
  where: string,
  findings: Finding[],
  within?: string,
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
  await settle(page);
  const light = await axeViolations(page, { within });
  findings.push(...light.map((finding) => ({ ...finding, where: `${where} light` })));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await settle(page);
  const dark = await axeViolations(page, { colourOnly: true, within });
  findings.push(...dark.map((finding) => ({ ...finding, where: `${where} dark` })));
}

describe('accessibility (WCAG 2.1 A and AA, axe-core)', () => {
  it.each(VIEWS)(
    'has no violation on any screen: $lang at $width px, light and dark',
    async (view) => {
      const page = await suite.newPage(view.width, view.height);
      await withAxe(page.context());
      await page.addInitScript((lang) => {
        localStorage.setItem('SOY_lang', JSON.stringify(lang));
        // `auto` follows the emulated OS scheme live, so both themes are checked without a reload.
        localStorage.setItem('SOY_themeSettings', JSON.stringify({ themeScheme: 'auto' }));
      }, view.lang);
      const findings: Finding[] = [];
      const label = `${view.lang} ${view.width}px`;

      for (const path of LOGIN_PAGES) {
        await page.goto(path);
        await checkBothThemes(page, `${label} ${path}`, findings);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/login');
      await loginAs(page, 'superAdmin');
      await waitForWelcomeToClose(page);
      for (const path of APP_PAGES) {
        // Each page opens in light theme, as the previous one ended in dark.
        await page.emulateMedia({ colorScheme: 'light' });
        await navigateInApp(page, path);
        // Group and guarded paths redirect (e.g. to the first page, or to 403): the check names where it was.
        await checkBothThemes(page, `${label} ${path}`, findings);
      }
      // The theme drawer, over the first page (the error pages have no header): its settings are controls too.
      await page.emulateMedia({ colorScheme: 'light' });
      await navigateInApp(page, APP_PAGES[0]!);
      await page.getByRole('button', { name: THEME_BUTTON[view.lang] }).click();
      await page.locator('.tw-theme-drawer').waitFor();
      await checkBothThemes(page, `${label} theme drawer`, findings, '.tw-theme-drawer');
      await page.keyboard.press('Escape');
      await screenshot(page, `a11y-${view.lang}-${view.width}`);
      await page.context().close();
      expect(findings).toEqual([]);
    },
    300_000,
  );
});

/** Until no finite animation (antd's motions) is running; spinners go on for ever. */
async function motionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The focused element as a user hears it: its accessible name (label, else text), and where it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const labelledBy = element?.getAttribute('aria-labelledby');
    const name =
      element?.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      element?.getAttribute('placeholder') ??
      element?.textContent ??
      '';
    return {
      name: name.trim(),
      tag: element?.tagName ?? '',
      inTable: Boolean(element?.closest('.ant-table')),
      inModal: Boolean(element?.closest('.ant-modal')),
      /** A term's control: which (`data-term-action`) and whose (`data-term-id`). */
      termControl: element?.dataset.termAction
        ? `${element.dataset.termAction}:${element.dataset.termId}`
        : '',
    };
  });
}

describe('keyboard', () => {
  it('reaches every main control of the home page, then the table, and a dialog opens and closes', async () => {
    await forgetNegativeKeywordFilters(suite);
    const page = await suite.newPage();
    await page.goto('/login');
    await loginAs(page, 'admin');
    await waitForWelcomeToClose(page);
    await page.locator('.tw-neg-page .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Tab starts from the top of the page, as it does after a page load.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });

    // The skip link is the first stop of Tab on a fresh page; later passes start from it again.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('跳到主要内容');
    const fromSkipLink = async () => {
      await page.locator('.tw-skip-link').focus();
      await page.keyboard.press('Enter');
    };
    /** Presses Tab until `until` holds for the focused element; the names passed on the way. */
    const tabUntil = async (
      until: (now: Awaited<ReturnType<typeof focused>>) => boolean,
      limit = 60,
      key = 'Tab',
    ) => {
      const passed: string[] = [];
      for (let presses = 0; presses < limit; presses += 1) {
        await page.keyboard.press(key);
        const now = await focused(page);
        passed.push(now.name);
        if (until(now)) return passed;
      }
      throw new Error(`${key} never got there; passed ${passed.join(' | ')}`);
    };

    // Running rules and refreshing data need a shop: pick one with the keyboard first.
    await fromSkipLink();
    await tabUntil((now) => now.name === '店铺');
    await page.keyboard.press('ArrowDown');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.tw-neg-filter__shop .ant-select-content-has-value').waitFor();
    await page.waitForLoadState('networkidle');

    await fromSkipLink();
    const reached = await tabUntil((now) => now.inTable);
    for (const control of [
      '立即运行规则',
      '刷新数据',
      '导出',
      '店铺',
      '否定日期从',
      '否定日期到',
      'ASIN',
      '搜索词',
      '状态',
      '方式',
      '保存为默认',
      '恢复默认',
    ]) {
      expect(
        reached.some((name) => name.includes(control)),
        `${control} in ${reached.join(' | ')}`,
      ).toBe(true);
    }

    // On past the sortable column headers to the first row's expand button, then to a term's comparison.
    await tabUntil((now) => now.name === '展开行', 20);
    await page.keyboard.press('Enter');
    await page.locator('.tw-neg-terms').first().waitFor();
    await tabUntil((now) => now.name === '数据对比', 40);
    await page.keyboard.press('Enter');
    await page.locator('.ant-modal').waitFor();
    await expect.poll(async () => (await focused(page)).inModal).toBe(true);
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inModal).toBe(true);
    }
    await screenshot(page, 'a11y-keyboard-dialog');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page)).name).toBe('数据对比');

    // Back to the keyword or target the term came from: its drawer of matched search terms, and out again, once
    // right away (most often while the drawer still opens, when it is removed at once) and once after it opened.
    const matchedBy = /^来自(关键词|投放)：/;
    await tabUntil((now) => matchedBy.test(now.name), 20, 'Shift+Tab');
    const origin = (await focused(page)).termControl;
    expect(origin).toMatch(/^matchedTerms:/);
    for (const settled of [false, true]) {
      await page.keyboard.press('Enter');
      await page.locator('.ant-drawer-open').waitFor();
      if (settled) await motionsEnded(page);
      await page.keyboard.press('Escape');
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).termControl).toBe(origin);
    }
    await page.context().close();
  }, 120_000);
});
