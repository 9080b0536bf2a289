import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints one import line as if it were written in `file` (relative to apps/web/src). */
async function importErrors(file: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, {
    filePath: `${repoRoot}/apps/web/src/${file}`,
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('the web layers lint rule (DESIGN section 2)', () => {
  it.each([
    ['features/shop/x.ts', "import { x } from '@/pages/login';", 'layer above'],
    ['features/shop/x.ts', "import { x } from '@/features/negation/keys';", 'through its index.ts'],
    ['features/shop/sub/x.ts', "import { x } from '../../negation/keys';", 'relative path'],
    ['pages/home/x.tsx', "import { x } from '@/features/negation/locales';", 'through its index.ts'],
    ['pages/home/x.tsx', "import { x } from '@/app/router';", 'layer above'],
    ['pages/home/x.tsx', "import { x } from '@/pages/keyword-manage/board/range';", 'belongs in'],
    ['components/x.tsx', "import { x } from '@/features/theme';", 'layer above'],
    ['utils/x.ts', "import type { x } from '@/features/tabs';", 'layer above'],
    ['service/api/x.ts', "import { x } from '@/features/auth';", 'layer above'],
  ])('refuses %s: %s', async (file, line, reason) => {
    const errors = await importErrors(file, line);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['features/shop/x.ts', "import { x } from '@/features/jobs';"],
    ['features/shop/x.ts', "import { x } from '@/features/shop/keys';"],
    ['pages/home/x.tsx', "import { x } from '@/components/server-table';"],
    ['pages/keyword-manage/board/x.tsx', "import { x } from './range';"],
    ['app/x.ts', "import { x } from '@/features/i18n';"],
    ['service/api/x.ts', "import { x } from '@/utils/storage';"],
  ])('allows %s: %s', async (file, line) => {
    expect(await importErrors(file, line)).toEqual([]);
  });
});
