import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { JobApi, type Envelope, type JobProgress } from '@termwise/contracts';
import { until } from './server-process.ts';

export { until };

/** The real server (`src/main.ts`, with its in-process sandbox) as a child process, and calls to it. */
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
export const ADMIN = { phone: '13800000002', password: 'demo_123456' };

export type MainProcess = Awaited<ReturnType<typeof startServer>>;

export async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      SANDBOX_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseUrl = await until(
    () => /Termwise listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1],
    90_000,
    () => `the server did not start:\n${output}`,
  );
  return {
    child,
    baseUrl,
    output: () => output,
    /** The exit code, once the process has ended. */
    exited,
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

export async function call<T>(
  baseUrl: string,
  path: string,
  token: string | null,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== '0000') throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

export async function login(baseUrl: string): Promise<string> {
  return (await call<{ token: string }>(baseUrl, '/v1/enter/login', null, ADMIN)).token;
}

export async function waitForJob(baseUrl: string, token: string, jobId: string): Promise<JobProgress> {
  return until(async () => {
    const job = await call<JobProgress>(baseUrl, JobApi.progress.path, token, { jobId });
    return job.state === 'queued' || job.state === 'running' ? undefined : job;
  }, 300_000);
}
