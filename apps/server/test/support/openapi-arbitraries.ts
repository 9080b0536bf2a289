import fc from 'fast-check';

/** The part of JSON Schema the server's OpenAPI document uses for request bodies and query strings. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface FuzzRoute {
  method: 'GET' | 'POST';
  path: string;
  body?: JsonSchema;
  query?: Record<string, JsonSchema>;
}

/** Every operation of the document, with its body schema or query parameters. */
export function routesOf(document: {
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
}): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema;
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: JsonSchema }[];
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? { type: 'string' }]),
      );
      return { method: method.toUpperCase() as FuzzRoute['method'], path, body, query };
    }),
  );
}

/** JSON text placed as is: keys like `__proto__`, nesting deeper than a replacer would build. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Real values of the running world by field name (shop ids, ASINs, ...), so requests reach the queries. */
export type ValuePools = Record<string, string[]>;

const DATE_PATTERN = /\\d\{4\}-/;
const saneDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Values that follow the schema (the shape a client would send), mixed with the world's real ones. */
export function conforming(
  schema: JsonSchema,
  pools: ValuePools,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return fc.oneof(...choices.map((choice) => conforming(choice, pools, name, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const base = typed(type, schema, pools, name, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function typed(
  type: string | undefined,
  schema: JsonSchema,
  pools: ValuePools,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      if (!schema.properties || depth > 4)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 });
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, child]) => [
          key,
          conforming(child, pools, key, depth + 1),
        ]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    case 'array':
      return fc.array(conforming(schema.items ?? {}, pools, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringOf(schema, pools[name] ?? []);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function stringOf(schema: JsonSchema, pool: string[]): fc.Arbitrary<string> {
  const generated = schema.pattern && DATE_PATTERN.test(schema.pattern) ? saneDate : patterned(schema);
  return pool.length ? fc.oneof(fc.constantFrom(...pool), generated) : generated;
}

function patterned(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the allowed length still probe it.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

const deepArray = (levels: number) => new RawJson('['.repeat(levels) + ']'.repeat(levels));
const deepObject = (levels: number) => new RawJson('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));

/** What an attacker puts in a field: impossible or far dates, NUL, huge text, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '+010000-01-01',
    '2026-13-01',
    '1999-12-31',
    'a\u0000b',
    '\u0000',
    '\ud800',
    '%00',
    "' or 1=1 --",
    '"; drop table negation; --',
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    '${7*7}',
    '',
    ' ',
    'x'.repeat(100_000),
    -1,
    0,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    0.5,
    true,
    null,
    [],
    {},
    Array.from({ length: 10_000 }, (_, index) => index),
  ),
  fc.constantFrom(
    deepArray(5_000),
    deepObject(5_000),
    new RawJson('{"__proto__":{"isAdmin":true,"roles":["R_SUPER"]}}'),
    new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
    new RawJson('{"toString":1,"valueOf":"x","hasOwnProperty":null}'),
  ),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A body that follows the schema but for one field (or the whole body) replaced with a hostile value. */
export function hostile(schema: JsonSchema | undefined, pools: ValuePools): fc.Arbitrary<unknown> {
  const valid = schema ? conforming(schema, pools) : fc.constant({});
  const keys = Object.keys(schema?.properties ?? {});
  const extraKeys = ['__proto__', 'constructor', 'prototype', 'x'.repeat(300), '', '\u0000'];
  return fc.oneof(
    hostileValue,
    fc
      .tuple(valid, fc.constantFrom(...keys, ...extraKeys), hostileValue)
      .map(([body, key, value]) =>
        body && typeof body === 'object' && !Array.isArray(body)
          ? key === '__proto__' || key === 'constructor'
            ? new RawJson(
                `{${JSON.stringify(key)}:${toJsonText(value)},${toJsonText(body).slice(1)}`.replace(
                  /,}$/,
                  '}',
                ),
              )
            : { ...body, [key]: value }
          : value,
      ),
  );
}
