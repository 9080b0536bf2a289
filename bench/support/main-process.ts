// The real `npm start` server (apps/server/src/main.ts) in a child process on a fresh embedded database,
// with the demo organisation and its sandbox shops: it connects them and ingests their 90-day history
// in the background, as a new installation does.
import { spawn } from 'node:child_process';
import type { BenchContext } from './harness.ts';

const LISTENING = /listening on (http:\/\/[^\s]+)/;

export async function startMainServer(ctx: BenchContext, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: ctx.tempDir('main'),
      LOG_LEVEL: 'warn',
      // All load comes from one address: the per-address limit stays on (its cost is measured) but never trips.
      RATE_LIMIT_PER_MINUTE: '100000000',
      DEMO: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = LISTENING.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
