import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OPERATIONS_DOC = fileURLToPath(new URL('../../docs/operations.md', import.meta.url));
/** The ports this spec may take; other test runs on the machine keep to theirs. */
const PORT_RANGE = { from: 47000, to: 47099 };
const START_MS = 15_000;

export interface RunningProxy {
  /** The self-signed certificate (PEM), for clients that check it rather than ignore it. */
  certificate: string;
  stop(): Promise<void>;
}

/** A port of the range nobody listens on now; nginx binds it moments later. */
export async function freeProxyPort(): Promise<number> {
  const offset = Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from + 1));
  for (let step = 0; step <= PORT_RANGE.to - PORT_RANGE.from; step++) {
    const port = PORT_RANGE.from + ((offset + step) % (PORT_RANGE.to - PORT_RANGE.from + 1));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.from}-${PORT_RANGE.to}`);
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The `nginx` block of docs/operations.md's "Behind a reverse proxy": what the test runs is what sellers copy. */
export function documentedServerBlock(): string {
  const section = readFileSync(OPERATIONS_DOC, 'utf8').split('## Behind a reverse proxy')[1];
  const block = section && /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/operations.md has no nginx block under "Behind a reverse proxy"');
  return block;
}

/** Replaces `from` once; a documented line the test relies on that changed must fail here, not pass unseen. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2)
    throw new Error(`the documented nginx block must contain "${from}" once`);
  return text.replace(from, () => to);
}

function selfSignedCertificate(dir: string) {
  const paths = { certificate: join(dir, 'termwise.crt'), key: join(dir, 'termwise.key') };
  const request =
    '-x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
  const made = spawnSync('openssl', [
    'req',
    ...request.split(' '),
    '-keyout',
    paths.key,
    '-out',
    paths.certificate,
  ]);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr.toString()}`);
  return paths;
}

/** nginx.conf in `dir`: the documented server block on `port` with a fresh certificate, forwarding to `upstream`. */
function writeConfig(dir: string, port: number, upstream: string) {
  const tls = selfSignedCertificate(dir);
  let server = documentedServerBlock();
  server = replaceOnce(server, 'listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
  server = replaceOnce(server, '/etc/ssl/certs/termwise.crt', tls.certificate);
  server = replaceOnce(server, '/etc/ssl/private/termwise.key', tls.key);
  server = replaceOnce(server, 'http://127.0.0.1:8080', upstream);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${join(dir, kind)};`,
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'events {}',
      `http {\naccess_log ${join(dir, 'access.log')};\n${temp.join('\n')}\n${server}}`,
    ].join('\n'),
  );
  return { conf, certificate: readFileSync(tls.certificate, 'utf8') };
}

/**
 * Debian's nginx in a process of its own (its installed service plays no part), every file it writes in a
 * temp dir, which goes with it.
 */
export async function startProxy(port: number, upstream: string): Promise<RunningProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'termwise-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp files large responses spill into.
  chmodSync(dir, 0o755);
  let config: ReturnType<typeof writeConfig>;
  try {
    config = writeConfig(dir, port, upstream);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const errorLog = join(dir, 'error.log');
  const nginx = spawn('nginx', ['-p', dir, '-e', errorLog, '-c', config.conf], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const failed = new Promise<never>((_resolve, reject) => {
    nginx.once('error', (error) =>
      reject(new Error(`nginx did not start (apt-get install nginx): ${error.message}`)),
    );
    void exited.then(() =>
      reject(new Error(`nginx exited:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`)),
    );
  });
  try {
    await Promise.race([bound(join(dir, 'nginx.pid'), nginx.pid), failed]);
  } catch (error) {
    nginx.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    certificate: config.certificate,
    stop: async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx writes its pid file once its listening socket is bound: from then on connections queue for it. */
async function bound(pidFile: string, pid: number | undefined): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8').trim() !== String(pid)) {
    if (Date.now() > deadline) throw new Error(`nginx did not start within ${START_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
