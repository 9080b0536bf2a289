// `node scripts/smoke-built-server.mjs`: the built server (apps/server/dist, `npm run build`) on the Node.js
// that runs this script, on a fresh data directory: it must start, serve the web app and log a demo account
// in. `npm test` runs it on the machine's Node.js, while the suites run on Node 24 (docs/testing.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServerArgs } from './server-command.mjs';

const START_MS = 120_000;
const dataDir = mkdtempSync(join(tmpdir(), 'tw-smoke-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO: 'accounts',
  PORT: '0',
  SANDBOX_PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
};
const child = spawn(process.execPath, builtServerArgs(env), {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});

let timer;
try {
  const baseUrl = await new Promise((resolve, reject) => {
    let output = '';
    timer = setTimeout(() => reject(new Error(`no "listening on" in ${START_MS} ms:\n${output}`)), START_MS);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /listening on (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const page = await fetch(baseUrl);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root">'))
    throw new Error(`GET / answered ${page.status}: ${html.slice(0, 200)}`);
  const login = await fetch(`${baseUrl}/v1/enter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000002', password: 'demo_123456' }),
  });
  const body = await login.json();
  if (body.code !== '0000') throw new Error(`the demo login answered ${JSON.stringify(body)}`);
  console.log(`the built server on Node ${process.version} started, served the web app and logged in`);
} finally {
  clearTimeout(timer);
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
