import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  LAYER_MESSAGE,
  MODULE_MESSAGE,
  SANDBOX_MESSAGE,
  TABLES_MESSAGE,
} from '../../../eslint/server-boundaries.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints `source` as if it were the file at `path` (nothing is written); answers the import rule's messages. */
async function importErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the server import boundaries (DESIGN section 2)', () => {
  it("refuses a module reaching into another module's files", async () => {
    const errors = await importErrors(
      'apps/server/src/modules/negation/fixture.ts',
      "import { createShopRepo } from '../shop/repo.ts';\nexport const repo = createShopRepo;\n",
    );
    expect(errors).toEqual([expect.stringContaining(MODULE_MESSAGE)]);
  });

  it("lets a module use another module's index", async () => {
    const errors = await importErrors(
      'apps/server/src/modules/negation/log/fixture.ts',
      "import type { ShopDirectory } from '../../shop/index.ts';\nexport type Shops = ShopDirectory;\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a module querying another module's tables, and lets it query its own", async () => {
    const path = 'apps/server/src/modules/negation/log/fixture.ts';
    for (const schema of ['amazon', 'index'])
      expect(
        await importErrors(
          path,
          `import { searchTermDaily } from '../../../db/schema/${schema}.ts';\nexport const facts = searchTermDaily;\n`,
        ),
      ).toEqual([expect.stringContaining(TABLES_MESSAGE)]);
    expect(
      await importErrors(
        path,
        "import { negation } from '../../../db/schema/negation.ts';\nexport const rows = negation;\n",
      ),
    ).toEqual([]);
  });

  it('refuses the shared layers importing a module', async () => {
    const errors = await importErrors(
      'apps/server/src/jobs/fixture.ts',
      "import { createShopModule } from '../modules/shop/index.ts';\nexport const shops = createShopModule;\n",
    );
    expect(errors).toEqual([expect.stringContaining(LAYER_MESSAGE)]);
  });

  it.each([
    [
      'Amazon',
      'amazon',
      "import { createSandbox } from '@termwise/amazon-sandbox';\nexport const x = createSandbox;\n",
    ],
    [
      'chat platforms',
      'bot',
      "import { webhookPath } from '@termwise/chat-sandbox';\nexport const x = webhookPath;\n",
    ],
  ])('keeps the simulated %s out of the production server', async (_world, module, source) => {
    expect(await importErrors(`apps/server/src/modules/${module}/fixture.ts`, source)).toEqual([
      expect.stringContaining(SANDBOX_MESSAGE),
    ]);
    expect(await importErrors('apps/server/src/sandbox/fixture.ts', source)).toEqual([]);
  });
});
