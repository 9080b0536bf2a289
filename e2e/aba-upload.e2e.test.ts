import { describe, expect, it } from 'vitest';
import { loginAs, navigateInApp, screenshot } from './support/browser';
import { DEMO_DATA_MS, waitForDemoNegations } from './support/demo-data';
import { e2eSuite } from './support/suite';

/** Issue 13: a seller without SP-API access uploads Seller Central's CSV download and browses the week. */

const TERMS = 400;
const WORDS = ['yoga', 'mat', 'kitchen', 'scale', 'dog', 'bed', 'water', 'bottle'];
const termOf = (rank: number) =>
  rank === 7 ? 'yoga mat thick' : `${WORDS[rank % 8]} ${WORDS[(rank * 3) % 8]} ${rank}`;

/** Seller Central's current layout, as its "Generate download" gives it. */
function searchTermsCsv(): Buffer {
  const quoted = (cells: (string | number)[]) => cells.map((cell) => `"${cell}"`).join(',');
  const products = [1, 2, 3].flatMap((n) =>
    ['ASIN', 'Product Title', 'Click Share', 'Conversion Share'].map(
      (what) => `Top Clicked Product #${n}: ${what}`,
    ),
  );
  const lines = [
    'Reporting Range=["Weekly"],Marketplace=["Amazon.com"]',
    quoted(['Search Frequency Rank', 'Search Term', ...products]),
  ];
  for (let rank = 1; rank <= TERMS; rank++) {
    const asins = [1, 2, 3].flatMap((n) => [
      `B0E2E${rank}${n}`.padEnd(10, '0'),
      `Product ${rank}-${n}`,
      '20.00%',
      '10.00%',
    ]);
    lines.push(quoted([rank, termOf(rank), ...asins]));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

// The import job queues behind the demo's own first jobs (syncs, rules) on a fresh server: start once they ran.
const suite = e2eSuite({}, { ready: waitForDemoNegations, readyTimeoutMs: DEMO_DATA_MS });

describe('ABA search terms from a Seller Central CSV', () => {
  it(
    'uploads a week, shows it without a reload, filters it and opens a term history',
    { timeout: 120_000 },
    async () => {
      const page = await suite.newPage();
      await loginAs(page, 'admin');
      await navigateInApp(page, '/auto-product-selection/aba-search-terms');

      const actions = page.locator('.tw-aba-import-actions');
      await actions.locator('.ant-picker').click();
      // A week of last month has ended whatever today is.
      await page.locator('.ant-picker-dropdown .ant-picker-header-prev-btn').click();
      await page.locator('.ant-picker-dropdown .ant-picker-cell-in-view').nth(10).click();
      const uploadButton = actions.getByRole('button', { name: '上传卖家中心 CSV' });
      await expect.poll(() => uploadButton.isEnabled()).toBe(true);
      await actions
        .locator('input[type=file]')
        .setInputFiles({ name: 'search-terms.csv', mimeType: 'text/csv', buffer: searchTermsCsv() });

      const termButtons = page.locator('.tw-aba-term');
      await termButtons.first().waitFor({ timeout: 60_000 });
      expect(await termButtons.first().textContent()).toBe(termOf(1));
      await expect.poll(() => page.locator('.tw-aba-imports').getByText('CSV 上传').count()).toBe(1);

      const include = page.getByPlaceholder('包含词（空格分隔）');
      await include.fill('thick');
      await include.press('Enter');
      await expect.poll(() => termButtons.allTextContents()).toEqual(['yoga mat thick']);

      await termButtons.first().click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('“yoga mat thick”的排名历史').waitFor();
      await drawer.locator('canvas').first().waitFor();
      await screenshot(page, 'aba-upload-history');
    },
  );
});
