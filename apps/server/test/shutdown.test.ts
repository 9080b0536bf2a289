import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;

describe('SIGTERM', () => {
  it('finishes the request in flight, then exits cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tw-shutdown-'));
    const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: '0',
        SANDBOX_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DEMO: 'off',
      },
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    let output = '';
    const waitForOutput = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) resolve(match);
        };
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          check();
        });
        void exited.then((code) => reject(new Error(`server exited with ${code} before ${pattern}`)));
        check();
      });
    try {
      const [, baseUrl] = await waitForOutput(/listening on (http:\/\/[\d.]+:\d+)/);
      // A login verifies an argon2id hash, so it is still running when the signal arrives.
      const login = fetch(`${baseUrl}/v1/enter/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13900000009', password: 'some_password' }),
      });
      await waitForOutput(/"url":"\/v1\/enter\/login"[^\n]*"msg":"incoming request"/);
      server.kill('SIGTERM');

      const response = await login;
      expect(response.status).toBe(200);
      expect((await response.json()).msg).toBe('手机号或密码不正确');
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
