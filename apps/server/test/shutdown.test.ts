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
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'on' },
    });
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(chunk.toString());
          if (match) resolve(match[1]!);
        });
        server.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
      });

      const login = fetch(`${baseUrl}/v1/enter/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13800000002', password: 'demo_123456' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');

      const response = await login;
      expect(response.status).toBe(200);
      expect((await response.json()).code).toBe('0000');
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
