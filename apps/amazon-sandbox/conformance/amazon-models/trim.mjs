// Cuts one of Amazon's published OpenAPI models down to the paths the sandbox serves: those operations as
// published, and every component they reach through $ref. Media-type examples are dropped (they are most of
// the bytes and describe no constraint). Usage: node trim.mjs <model.json> <out.json> <path> [<path> ...]
import { readFileSync, writeFileSync } from 'node:fs';

const [source, target, ...paths] = process.argv.slice(2);
const model = JSON.parse(readFileSync(source, 'utf8'));

const withoutExamples = (value) => {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'examples' && inner && typeof inner === 'object' && !Array.isArray(inner)))
      .map(([key, inner]) => [key, withoutExamples(inner)]),
  );
};

const kept = Object.fromEntries(paths.map((path) => {
  if (!model.paths[path]) throw new Error(`${path} is not in ${source}`);
  return [path, withoutExamples(model.paths[path])];
}));

const components = {};
const pending = [kept];
while (pending.length) {
  const value = pending.pop();
  if (value === null || typeof value !== 'object') continue;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/')) {
      const [, , kind, name] = inner.split('/');
      components[kind] ??= {};
      if (!components[kind][name]) {
        components[kind][name] = withoutExamples(model.components[kind][name]);
        pending.push(components[kind][name]);
      }
    } else pending.push(inner);
  }
}
for (const kind of Object.keys(components)) {
  components[kind] = Object.fromEntries(Object.entries(components[kind]).sort(([a], [b]) => a.localeCompare(b)));
}

const trimmed = { openapi: model.openapi, info: model.info, paths: kept, components };
writeFileSync(target, `${JSON.stringify(trimmed, null, 1)}\n`);
console.log(`${target}: ${paths.length} paths, ${Object.values(components).reduce((n, c) => n + Object.keys(c).length, 0)} components`);
