// The server's import direction (DESIGN section 2), as lint rules: `npm test` fails on a wrong arrow.
//   app.ts, main.ts -> modules/<area> -> http/, jobs/, db/ -> packages
// A module reaches another only through its index.ts (the services it exports), and nothing but the
// demo wiring (src/sandbox) and tests imports the simulated Amazon.
import { readdirSync } from 'node:fs';

const SERVER = 'apps/server/src';
const modules = readdirSync(new URL(`../${SERVER}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The shop module owns the Amazon connection and composes the adapter's parts itself. */
const composes = { shop: ['amazon'] };

export const SANDBOX_MESSAGE =
  'only tests and the demo wiring (apps/server/src/sandbox) may use the Amazon sandbox';
export const MODULE_MESSAGE = 'reach another module through its index.ts, the services it exports';
export const LAYER_MESSAGE = 'http/, jobs/ and db/ serve every module and import none';

const sandbox = {
  group: ['@termwise/amazon-sandbox', '@termwise/amazon-sandbox/*', '**/amazon-sandbox/**'],
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
      rules: restrict(sandbox, {
        regex: `(^|/)(${others.join('|')})/(?!index\\.ts$)`,
        message: MODULE_MESSAGE,
      }),
    };
  }),
];
