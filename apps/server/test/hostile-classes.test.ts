import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER_WITHIN_BYTES, CSV_LINE_MAX_BYTES, csvLineGuard } from '../src/http/csv-upload.ts';
import { mayRequest, parseAllowList } from '../src/http/outbound.ts';

/**
 * Issue 29's classes as properties: every notation of every address a user must not reach, and CSV bodies
 * cut into any chunks. `FUZZ_RUNS` runs each: small in `npm test`, large under `npm run fuzz`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8) * 25;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const settings = { numRuns: RUNS, seed: SEED };

/** [first address, prefix length] of each range a user may not reach. */
const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xe0000000, 4],
  [0xf0000000, 4],
];

const privateV4 = fc
  .tuple(fc.constantFrom(...PRIVATE_V4), fc.nat())
  .map(([[base, bits], noise]) => (base | (noise & (2 ** (32 - bits) - 1))) >>> 0);

const bytesOf = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const hex = (n: number) => `0x${n.toString(16)}`;
const octal = (n: number) => `0${n.toString(8)}`;

/** The ways a URL host can spell one IPv4 address, as WHATWG URL parsers accept them. */
const NOTATIONS: ((value: number) => string)[] = [
  (value) => bytesOf(value).join('.'),
  (value) => String(value),
  (value) => hex(value),
  (value) => octal(value),
  (value) => bytesOf(value).map(octal).join('.'),
  (value) => bytesOf(value).map(hex).join('.'),
  (value) => `${bytesOf(value)[0]}.${value & 0xffffff}`,
  (value) => `${bytesOf(value)[0]}.${bytesOf(value)[1]}.${value & 0xffff}`,
  (value) => `[::ffff:${bytesOf(value).join('.')}]`,
  (value) => `[::ffff:${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}]`,
  (value) => `[0:0:0:0:0:ffff:${bytesOf(value).join('.')}]`,
];

const privateV6 = fc.constantFrom(
  '::1',
  '::',
  'fe80::1',
  'fc00::5',
  'fd12:3456::1',
  'ff02::1',
  '64:ff9b::a00:1',
);

describe('no notation of a private address gets past the guard', () => {
  it('IPv4 in every notation, with any port, path and scheme', () => {
    fc.assert(
      fc.property(
        privateV4,
        fc.nat(NOTATIONS.length - 1),
        fc.integer({ min: 1, max: 65535 }),
        fc.constantFrom('http', 'https'),
        fc.webPath(),
        (address, notation, port, scheme, path) => {
          const url = new URL(`${scheme}://${NOTATIONS[notation]!(address)}:${port}${path}`);
          expect(mayRequest(url, parseAllowList('')), url.href).toBe(false);
        },
      ),
      settings,
    );
  });

  it('IPv6 loopback, link-local, unique-local, multicast, NAT64', () => {
    fc.assert(
      fc.property(privateV6, fc.integer({ min: 1, max: 65535 }), (address, port) => {
        expect(mayRequest(new URL(`http://[${address}]:${port}/`), parseAllowList(''))).toBe(false);
      }),
      settings,
    );
  });
});

/** Passes `body` through the guard in the given chunk sizes; answers what came out, or the refusal. */
async function throughGuard(body: Buffer, cuts: number[]) {
  const chunks: Buffer[] = [];
  for (let at = 0, i = 0; at < body.length; i++) {
    const size = cuts[i % cuts.length]!;
    chunks.push(body.subarray(at, at + size));
    at += size;
  }
  const guard = csvLineGuard();
  const out = buffer(guard);
  try {
    await pipeline(Readable.from(chunks), guard);
    return { passed: await out };
  } catch (error) {
    out.catch(() => {});
    return { refused: (error as Error).message };
  }
}

const cuts = fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 6 });

describe('the CSV guard, whatever the chunks', () => {
  it('passes a well-formed CSV through unchanged', async () => {
    const lines = fc.array(
      fc.string({ maxLength: 200 }).map((line) => line.replace(/\n/g, ' ')),
      {
        maxLength: 50,
      },
    );
    await fc.assert(
      fc.asyncProperty(lines, cuts, async (rows, sizes) => {
        const body = Buffer.from(`keyword,asin\n${rows.join('\n')}\n`);
        expect((await throughGuard(body, sizes)).passed?.equals(body)).toBe(true);
      }),
      { ...settings, numRuns: Math.ceil(RUNS / 5) },
    );
  });

  it('refuses a header that does not end within 64 KB, and a line over 1 MB anywhere', async () => {
    const header = fc.integer({ min: CSV_HEADER_WITHIN_BYTES + 1, max: CSV_HEADER_WITHIN_BYTES * 3 });
    const longLine = fc.integer({ min: CSV_LINE_MAX_BYTES + 1, max: CSV_LINE_MAX_BYTES + 200_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          header.map((n) => ['header', n] as const),
          longLine.map((n) => ['line', n] as const),
        ),
        cuts,
        async ([kind, n], sizes) => {
          const body =
            kind === 'header'
              ? Buffer.alloc(n, 'h')
              : Buffer.concat([
                  Buffer.from('keyword,asin\nshoes,B0\n'),
                  Buffer.alloc(n, 'x'),
                  Buffer.from('\n'),
                ]);
          const result = await throughGuard(body, sizes);
          expect(result.refused).toMatch(kind === 'header' ? /header/ : /longer than 1 MB/);
        },
      ),
      { ...settings, numRuns: Math.ceil(RUNS / 10) },
    );
  });
});
