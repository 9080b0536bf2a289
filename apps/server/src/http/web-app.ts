import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sep } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from disk on every request (no file list fixed at start), so a rebuild while
 * the server runs is served at once. Vite names everything under `assets/` by content hash: those are
 * cached for a year; everything else (index.html, logo) is revalidated on every use. The build writes a
 * brotli and a gzip copy beside each asset; the one the browser accepts is sent.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const assetsDir = `${distDir}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
}
