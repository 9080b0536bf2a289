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

// What the kept paths reach through local $refs (OpenAPI 3 `#/components/<kind>/<name>`, Swagger 2
// `#/definitions/<name>`, `#/parameters/<name>`, `#/responses/<name>`), copied at the same place.
const reached = {};
const pending = [kept];
while (pending.length) {
  const value = pending.pop();
  if (value === null || typeof value !== 'object') continue;
  for (const [key, inner] of Object.entries(value)) {
    if (key !== '$ref' || typeof inner !== 'string' || !inner.startsWith('#/')) {
      pending.push(inner);
      continue;
    }
    const parts = inner.slice(2).split('/');
    const name = parts.pop();
    let source = model;
    let target = reached;
    for (const part of parts) {
      source = source[part];
      target = target[part] ??= {};
    }
    if (!target[name]) {
      target[name] = withoutExamples(source[name]);
      pending.push(target[name]);
    }
  }
}
const sorted = (value) =>
  value && typeof value === 'object' && !Array.isArray(value) && !('type' in value || '$ref' in value || 'properties' in value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, inner]) => [key, sorted(inner)]))
    : value;

const header = Object.fromEntries(
  ['openapi', 'swagger', 'info', 'host', 'basePath', 'schemes', 'consumes', 'produces'].filter((key) => key in model).map((key) => [key, model[key]]),
);
const trimmed = { ...header, paths: kept, ...sorted(reached) };
writeFileSync(target, `${JSON.stringify(trimmed, null, 1)}\n`);
console.log(`${target}: ${paths.length} paths, ${JSON.stringify(reached).length} bytes of components`);
