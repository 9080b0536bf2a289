import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER_ARGS } from '../../../scripts/server-command.mjs';

describe('the start command', () => {
  it('is what the smoke check, the end-to-end suite and the benches run', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`npm run build --silent && node ${BUILT_SERVER_ARGS.join(' ')}`);
  });
});
