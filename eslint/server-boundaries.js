// The server's import direction (DESIGN section 2), as lint rules: `npm test` fails on a wrong arrow.
//   app.ts, main.ts -> modules/<area> -> http/, jobs/, db/ -> packages
// A module reaches another only through its index.ts (the services it exports), queries only its own
// tables (its file in db/schema), and nothing but the demo wiring (src/sandbox) and tests imports the
// simulated Amazon or the simulated chat platforms.
import { readdirSync } from 'node:fs';

const SERVER = 'apps/server/src';
const modules = readdirSync(new URL(`../${SERVER}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shop module owns the Amazon connection and composes the adapter's parts itself. */
const composes = { shop: ['amazon'] };

/**
 * The schema file of the tables each module owns; every other module reads them through the owner's
 * services. Sign-in and users share the identity tables; `platform` holds the operation log and saved
 * filters beside the job table of jobs/. A module not listed owns no table.
 */
const ownTables = {
  auth: 'accounts',
  user: 'accounts',
  shop: 'amazon',
  negation: 'negation',
  harvest: 'harvest',
  keyword: 'keyword',
  rank: 'rank',
  bot: 'bot',
  'operation-log': 'platform',
  'saved-filter': 'platform',
  'brand-analytics': 'brand-analytics',
  currency: 'currency',
};

export const SANDBOX_MESSAGE =
  'only tests and the demo wiring (apps/server/src/sandbox) may use the Amazon or chat sandbox';
export const MODULE_MESSAGE = 'reach another module through its index.ts, the services it exports';
export const LAYER_MESSAGE = 'http/, jobs/ and db/ serve every module and import none';
export const TABLES_MESSAGE =
  "import only your module's own schema file; read another module's tables through its services";

const sandbox = {
  group: [
    '@termwise/amazon-sandbox',
    '@termwise/amazon-sandbox/*',
    '**/amazon-sandbox/**',
    '@termwise/chat-sandbox',
    '@termwise/chat-sandbox/*',
    '**/chat-sandbox/**',
  ],
  message: SANDBOX_MESSAGE,
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default [
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/sandbox/**`, '**/*.test.ts'],
    rules: restrict(sandbox),
  },
  {
    files: [`${SERVER}/{http,jobs,db}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: restrict(sandbox, { regex: '(^|/)modules/', message: LAYER_MESSAGE }),
  },
  ...modules.map((name) => {
    const others = modules.filter((other) => other !== name && !composes[name]?.includes(other));
    return {
      files: [`${SERVER}/modules/${name}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: restrict(
        sandbox,
        { regex: `(^|/)(${others.join('|')})/(?!index\\.ts$)`, message: MODULE_MESSAGE },
        {
          regex: `(^|/)db/schema/(?!(columns${ownTables[name] ? `|${ownTables[name]}` : ''})\\.ts$)`,
          message: TABLES_MESSAGE,
        },
      ),
    };
  }),
];
