import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerArgs } from '../../scripts/server-command.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /listening on (http:\/\/[^\s]+)/;
const STOP_GRACE_MS = 10_000;
/** A fresh database takes seconds to create on a quiet machine, and minutes on one busy with other test runs. */
const START_MS = 240_000;

/** What a spec file needs to reach a server another process started (the run's shared demo server). */
export interface ServerAddress {
  baseUrl: string;
  dataDir: string;
  /** The server's standard output, appended as it comes. */
  logFile: string;
}

export interface RunningServer extends ServerAddress {
  /** The latest verification code the server logged for this phone (its dev SMS outbox). */
  smsCodeFor(phone: string): string | undefined;
  /** Resolves once the server has logged a line matching `pattern` (e.g. a background step finishing). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The tests drive what `npm start` runs: the built server serving the built web app. Built once if missing. */
function ensureBuilt(): void {
  const outputs = { 'apps/web': 'dist/index.html', 'apps/server': 'dist/main.mjs' };
  for (const [workspace, output] of Object.entries(outputs)) {
    if (existsSync(join(repoRoot, workspace, output))) continue;
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`building ${workspace} failed`);
  }
}

/** Starts the real server on a free port with a fresh database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'termwise-e2e-'));
  // A private copy: a rebuild of apps/web/dist while the tests run must not swap assets under them.
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const serverEnv = {
    ...process.env,
    PORT: '0',
    SANDBOX_PORT: '0',
    // The sandbox throttles at Amazon's rates, as for `npm start`: the client must pace itself by Retry-After.
    SANDBOX_THROTTLE: process.env.SANDBOX_THROTTLE ?? 'on',
    HOST: '127.0.0.1',
    // A year of Brand Analytics weeks would load beside every spec; the specs that need them ask for weeks.
    DEMO_ABA_WEEKS: '0',
    ABA_WEEKLY_IMPORT: 'off',
    DATA_DIR: join(dataDir, 'data'),
    WEB_DIST_DIR: webDist,
    ...env,
  };
  const child = spawn(process.execPath, builtServerArgs(serverEnv), {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = join(dataDir, 'server.log');
  child.stdout!.on('data', (chunk: Buffer) => appendFileSync(logFile, chunk));
  const baseUrl = await waitForListening(child).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return serverAt({ baseUrl, dataDir, logFile }, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A server busy with background work may take long to drain; the tests do not need it to.
      const forceKill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(forceKill);
    }
    keepLog(logFile);
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The log outlives the data directory, so that a failure seen after the run can still be traced in it. */
function keepLog(logFile: string): void {
  if (!existsSync(logFile)) return;
  const keptLogs = join(tmpdir(), 'termwise-e2e-logs');
  mkdirSync(keptLogs, { recursive: true });
  copyFileSync(logFile, join(keptLogs, `${basename(dirname(logFile))}.log`));
}

/** A server by its address; `stop` is what ends it (nothing, for a server this process does not own). */
export function serverAt(address: ServerAddress, stop: () => Promise<void> = async () => {}): RunningServer {
  const output = () => (existsSync(address.logFile) ? readFileSync(address.logFile, 'utf8') : '');
  return {
    ...address,
    smsCodeFor: (phone) => {
      const lines = output()
        .split('\n')
        .filter((line) => line.includes('"smsCode"') && line.includes(`"${phone}"`));
      const last = lines.at(-1);
      return last ? (JSON.parse(last) as { smsCode: string }).smsCode : undefined;
    },
    waitForLog: async (pattern, timeoutMs = 120_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output())) {
        if (Date.now() > deadline) throw new Error(`the server never logged ${pattern}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop,
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
