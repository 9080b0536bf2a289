import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_NODE_FLAGS,
  POSTGRES_NODE_FLAGS,
  serverNodeFlags,
} from '../../../scripts/server-command.mjs';

const script = new URL('../../../scripts/server-command.mjs', import.meta.url).pathname;
const DATABASE_URL = 'postgres://termwise:termwise@127.0.0.1:5432/termwise';
/** What `npm start` puts on node's command line, with `env` and, if given, a `.env` file holding `dotEnv`. */
function printedFlags(env: Record<string, string>, dotEnv?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tw-start-command-'));
  try {
    if (dotEnv !== undefined) writeFileSync(join(dir, '.env'), dotEnv);
    const { DATABASE_URL: _unset, ...inherited } = process.env;
    const printed = execFileSync(process.execPath, [script], {
      cwd: dir,
      env: { ...inherited, ...env },
      encoding: 'utf8',
    });
    return printed.trim().split(' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the start command', () => {
  it('starts the built server with the flags the script prints, as the smoke check, e2e and benches do', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(
      'npm run build --silent && node $(node scripts/server-command.mjs) apps/server/dist/main.mjs',
    );
  });

  it('sizes the server for a small machine on the embedded database, and for speed on PostgreSQL', () => {
    expect(serverNodeFlags({})).toContain('--max-old-space-size=512');
    expect(serverNodeFlags({ DATABASE_URL })).toEqual(['--enable-source-maps']);
    expect(printedFlags({})).toEqual(EMBEDDED_NODE_FLAGS);
    expect(printedFlags({ DATABASE_URL })).toEqual(POSTGRES_NODE_FLAGS);
  });

  it('reads DATABASE_URL from .env as the server does, the environment winning', () => {
    expect(printedFlags({}, `DATABASE_URL=${DATABASE_URL}\n`)).toEqual(POSTGRES_NODE_FLAGS);
    expect(printedFlags({}, 'PORT=8081\n')).toEqual(EMBEDDED_NODE_FLAGS);
    expect(printedFlags({ DATABASE_URL }, 'DATABASE_URL=\n')).toEqual(POSTGRES_NODE_FLAGS);
  });
});
