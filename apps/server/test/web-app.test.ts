import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let server: TestServer;
let distDir: string;

/** Writes a build as Vite does: hashed assets with their brotli and gzip copies, and index.html. */
function writeBuild(hash: string) {
  const script = `console.log(${JSON.stringify(hash)});`.repeat(50);
  const asset = join(distDir, 'assets', `index-${hash}.js`);
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(
    join(distDir, 'index.html'),
    `<script type="module" src="/assets/index-${hash}.js"></script>`,
  );
  return script;
}

const get = (url: string, encoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'tw-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeBuild('first');
  server = await startTestServer({ env: { WEB_DIST_DIR: distDir } });
});

afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves a rebuild made while the server runs: new asset names answer as scripts, not index.html', async () => {
    const script = writeBuild('second');
    const index = await get('/');
    expect(index.body).toContain('/assets/index-second.js');
    const asset = await get('/assets/index-second.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(asset.body).toBe(script);
  });

  it('sends the precompressed copy the browser accepts, brotli first, with a one-year immutable cache', async () => {
    const script = writeBuild('third');
    const brotli = await get('/assets/index-third.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get('/assets/index-third.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-third.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has index.html revalidated on every use, at / and at any app route', async () => {
    for (const url of ['/', '/index.html', '/login', '/negation/keywords?shop=1']) {
      const page = await get(url, 'br, gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing asset with a 404 envelope, never index.html', async () => {
    const missing = await get('/assets/index-gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json().code).toBe('4004');
  });
});
