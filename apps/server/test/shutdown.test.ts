import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, until } from './support/main-process.ts';

describe('SIGTERM', () => {
  it('finishes the request in flight, then exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tw-shutdown-'));
    const server = await startServer(dataDir, { DEMO: 'off' });
    try {
      // A login verifies an argon2id hash, so it is still running when the signal arrives.
      const login = fetch(`${server.baseUrl}/v1/enter/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13900000009', password: 'some_password' }),
      });
      await until(
        () => /"url":"\/v1\/enter\/login"[^\n]*"msg":"incoming request"/.exec(server.output()) ?? undefined,
        30_000,
      );
      server.child.kill('SIGTERM');

      const response = await login;
      expect(response.status).toBe(200);
      expect((await response.json()).msg).toBe('手机号或密码不正确');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
