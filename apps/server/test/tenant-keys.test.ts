import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The schema stays distributable by tenant with Citus (docs/citus.md). A tenant table is distributed by its
 * tenant key: `shop_id` when it has a NOT NULL one (a shop's rows spread over the workers shop by shop, and
 * the report tables, the largest, carry nothing else), else `organisation_id`. Citus enforces a primary key,
 * a unique index or a foreign key between distributed tables on each shard alone, so each must carry the key;
 * an index that starts with it serves a tenant's query on the one shard that holds the tenant.
 */

/** Every node keeps a copy: small tables that the tenants' rows join or point to. */
const REFERENCE_TABLES: Record<string, string> = {
  organisation: 'every tenant table points to it; one row per tenant',
  shop: 'shop tables are distributed by shop_id and join it for the organisation, currency and time zone',
  amazon_grant:
    'shop (a reference table) points to it, which only a reference table may be; one row per consent',
  aba_product_image: 'ASIN pictures from Amazon catalog, the same for every tenant',
};

/** Kept on the coordinator only: found by something other than a tenant (a phone, a token, the queue). */
const LOCAL_TABLES: Record<string, string> = {
  app_user: 'a login finds its user by phone, unique across organisations',
  user_session: 'found by the user of a login, beside app_user',
  refresh_token: 'found by token hash on refresh, before any tenant is known',
  sms_code: 'found by phone before an account exists',
  member_invitation: 'found by phone when the invited person registers',
  amazon_authorization: "found by Amazon's `state` when the consent returns, before the tenant is known",
  saved_filter: "a user's own filters, found by user, beside app_user",
  job: 'the queue: runners lease due jobs of every tenant with FOR UPDATE SKIP LOCKED',
  rate_limit: "the login rate limiter's counters, kept by its library, per address",
};

/** Tenant tables distributed by another key than the one their columns suggest. */
const DISTRIBUTED_BY: Record<string, string> = {
  negation_rule_trial: 'organisation_id', // beside its rule, which its foreign key needs; not by its shop
};

interface Catalog {
  tables: { oid: number; name: string }[];
  columns: { table: number; name: string; number: number; notNull: boolean }[];
  indexes: {
    table: number;
    name: string;
    unique: boolean;
    primary: boolean;
    keys: string;
    keyCount: number;
  }[];
  foreignKeys: { table: number; name: string; target: number; columns: string; targetColumns: string }[];
}

async function readCatalog(server: TestServer): Promise<Catalog> {
  const query = async <T extends object>(text: string) => (await server.database.pool.query<T>(text)).rows;
  const tables = await query<Catalog['tables'][number]>(
    `select oid::int as oid, relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition`,
  );
  const columns = await query<Catalog['columns'][number]>(
    `select attrelid::int as "table", attname as name, attnum::int as number, attnotnull as "notNull"
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped`,
  );
  const indexes = await query<Catalog['indexes'][number]>(
    `select indrelid::int as "table", c.relname as name, indisunique as unique, indisprimary as primary,
            indkey::text as keys, indnkeyatts::int as "keyCount"
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relnamespace = 'public'::regnamespace`,
  );
  // A partition's copy of its parent's foreign key (conparentid) is judged with the parent's.
  const foreignKeys = await query<Catalog['foreignKeys'][number]>(
    `select conrelid::int as "table", conname as name, confrelid::int as target, conkey::text as columns,
            confkey::text as "targetColumns"
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
        and conparentid = 0`,
  );
  return { tables, columns, indexes, foreignKeys };
}

const numbers = (list: string) =>
  list
    .replace(/[{}]/g, '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

/** What breaks the rule, one line per table and index or constraint; empty when the schema keeps it. */
function tenantKeyFindings(catalog: Catalog): string[] {
  const findings: string[] = [];
  const nameOf = new Map(catalog.tables.map((table) => [table.oid, table.name]));
  const columnsOf = (oid: number) => catalog.columns.filter((column) => column.table === oid);
  const keyOf = new Map<number, { name: string; number: number }>();
  for (const { oid, name } of catalog.tables) {
    const listed = name in REFERENCE_TABLES || name in LOCAL_TABLES;
    const wanted = DISTRIBUTED_BY[name];
    const columns = columnsOf(oid).filter((column) => column.notNull);
    const key = wanted
      ? columns.find((column) => column.name === wanted)
      : (columns.find((column) => column.name === 'shop_id') ??
        columns.find((column) => column.name === 'organisation_id'));
    if (listed) continue;
    if (!key)
      findings.push(`${name}: no tenant key (shop_id or organisation_id) and not a reference or local table`);
    else keyOf.set(oid, key);
  }
  for (const name of [...Object.keys(REFERENCE_TABLES), ...Object.keys(LOCAL_TABLES)])
    if (!catalog.tables.some((table) => table.name === name))
      findings.push(`${name}: listed as a reference or local table, but there is no such table`);

  for (const index of catalog.indexes) {
    const key = keyOf.get(index.table);
    if (!key) continue;
    const keys = numbers(index.keys).slice(0, index.keyCount);
    const table = nameOf.get(index.table);
    if (index.primary && keys[0] !== key.number)
      findings.push(`${table}: primary key ${index.name} does not start with ${key.name}`);
    else if (!index.primary && index.unique && !keys.includes(key.number))
      findings.push(`${table}: unique index ${index.name} does not contain ${key.name}`);
    else if (!index.unique && keys[0] !== key.number)
      findings.push(`${table}: index ${index.name} does not start with ${key.name}`);
  }

  const placeOf = (oid: number) => {
    const name = nameOf.get(oid) ?? '';
    if (name in REFERENCE_TABLES) return 'reference';
    return name in LOCAL_TABLES ? 'local' : 'distributed';
  };
  for (const foreignKey of catalog.foreignKeys) {
    const from = nameOf.get(foreignKey.table);
    const to = nameOf.get(foreignKey.target);
    const [source, target] = [placeOf(foreignKey.table), placeOf(foreignKey.target)];
    if (target === 'reference') continue;
    if (source !== 'distributed' || target !== 'distributed') {
      if (source !== target)
        findings.push(
          `${from}: foreign key ${foreignKey.name} from a ${source} table to the ${target} table ${to}`,
        );
      continue;
    }
    const [key, targetKey] = [keyOf.get(foreignKey.table), keyOf.get(foreignKey.target)];
    const columns = numbers(foreignKey.columns);
    const targetColumns = numbers(foreignKey.targetColumns);
    const paired =
      key?.name === targetKey?.name && targetColumns[columns.indexOf(key?.number ?? 0)] === targetKey?.number;
    if (!paired)
      findings.push(`${from}: foreign key ${foreignKey.name} to ${to} does not pair their tenant keys`);
  }
  return findings;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('tenant keys', () => {
  it('every tenant table carries its tenant key in its keys and indexes; every other table is listed', async () => {
    expect(tenantKeyFindings(await readCatalog(server))).toEqual([]);
  });

  it('names the table and index or constraint that breaks the rule, and a table that chose nothing', async () => {
    const run = (text: string) => server.database.pool.query(text);
    await run(`create index tenant_keys_probe_idx on campaign (campaign_id)`);
    await run(`create unique index tenant_keys_probe_key on harvest (id)`);
    await run(`create table tenant_keys_probe (id int primary key)`);
    await run(
      `create table tenant_keys_probe_trial (shop_id uuid not null, organisation_id uuid not null, rule_id uuid,
         foreign key (organisation_id, rule_id) references negation_rule (organisation_id, id))`,
    );
    try {
      const findings = tenantKeyFindings(await readCatalog(server));
      expect(findings).toEqual(
        expect.arrayContaining([
          'campaign: index tenant_keys_probe_idx does not start with shop_id',
          'harvest: unique index tenant_keys_probe_key does not contain shop_id',
          'tenant_keys_probe: no tenant key (shop_id or organisation_id) and not a reference or local table',
          'tenant_keys_probe_trial: foreign key tenant_keys_probe_trial_organisation_id_rule_id_fkey to negation_rule does not pair their tenant keys',
        ]),
      );
      expect(findings).toHaveLength(4);
    } finally {
      await run(`drop table tenant_keys_probe, tenant_keys_probe_trial`);
      await run(`drop index tenant_keys_probe_idx, tenant_keys_probe_key`);
    }
  });
});
