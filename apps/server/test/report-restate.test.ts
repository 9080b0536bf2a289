import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeStaged, stagingStatements } from '../src/modules/shop/sync/store-report.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The staged rows of one re-pulled 30-day search-term window, as many as a demo shop's. */
const STAGED_ROWS = 8_000;
const SHOP_ID = '00000000-0000-4000-8000-000000000001';
const window = { shopId: SHOP_ID, startDate: '2026-09-25', endDate: '2026-10-24' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a report pulled again over stored days', () => {
  it('prunes the rows it no longer has by hash or index, never by reading the staged rows once per stored row', async () => {
    const statements = stagingStatements('spSearchTerm');
    const client = await server.database.pool.connect();
    try {
      for (const statement of statements.create) await client.query(statement);
      const staging = statements.copy.split(' ')[1];
      await client.query(
        `insert into ${staging} (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
           display_type, display_value, search_term, impressions, clicks, cost, purchases_1d, purchases_7d,
           sales_1d, sales_7d)
         select $1, date '2026-09-25' + (n % 30), 'c1', 'ag' || (n % 40), 'kw' || (n % 300), 'EXACT', 'kw',
           'keyword', 'kw', 'term ' || n, 10, 1, 0.5, 0, 0, 0, 0
         from generate_series(1, ${STAGED_ROWS}) n`,
        [SHOP_ID],
      );
      const plans: string[] = [];
      const planned = new Error('planned');
      const merging = mergeStaged(
        async (statement, params) => {
          if (statement !== statements.prune) return client.query(statement, params);
          const explained = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, params);
          plans.push(explained.rows.map((row) => row['QUERY PLAN']).join('\n'));
          throw planned;
        },
        statements,
        window,
      );
      await expect(merging).rejects.toBe(planned);
      expect(plans[0]).toMatch(/Hash (Right )?Anti Join|Index (Only )?Scan using report_staging_/);
      expect(plans[0]).not.toMatch(/Nested Loop Anti Join[\s\S]*Seq Scan on report_staging_/);
    } finally {
      await client.query(statements.drop);
      client.release();
    }
  });
});
