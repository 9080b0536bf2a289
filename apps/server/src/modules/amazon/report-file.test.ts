import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ReportFormatError, reportFileBatches, reportFileRows } from './reports.ts';

const dir = mkdtempSync(join(tmpdir(), 'tw-report-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function reportFile(name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, gzipSync(text));
  return path;
}

async function rowsOf(path: string) {
  const rows: Record<string, unknown>[] = [];
  for await (const row of reportFileRows(path)) rows.push(row);
  return rows;
}

/** Search terms that hold what a row boundary looks like, escapes and characters of several bytes. */
const AWKWARD = ['a}', '},{"clicks":9}', 'say \\"hi\\"}', 'back\\\\slash}', '中文 é 😀', '}]', '{'];

describe('report file rows', () => {
  it('end with the error of a file that cannot be read, instead of leaving it unheard', async () => {
    await expect(rowsOf(join(dir, 'gone.json.gz'))).rejects.toThrow(/ENOENT/);
  });

  it('parses rows whose strings hold braces, quotes and escapes, across many reads', async () => {
    const expected = Array.from({ length: 60_000 }, (_, index) => ({
      searchTerm: `${AWKWARD[index % AWKWARD.length]!.replace(/\\(.)/g, '$1')} ${index}`,
      clicks: index % 7,
      nested: index % 1000 === 0 ? { list: [{ brace: '}' }] } : null,
    }));
    const text = `[\n${expected.map((row) => JSON.stringify(row)).join(' ,\n')}\n]\n`;
    const path = reportFile('awkward.json.gz', text);
    const rows = await rowsOf(path);
    expect(rows).toEqual(expected);
    let batches = 0;
    for await (const _ of reportFileBatches(path)) batches++;
    expect(batches).toBeGreaterThan(10);
  });

  it('reads a compact array whose reads end right after a row', async () => {
    // Rows of 63 characters and their commas fill each 256 KiB read exactly: every read ends on a `}`.
    const rowOf = (index: number) => {
      const row = { searchTerm: `term ${index}`, clicks: index % 7, pad: '' };
      return { ...row, pad: 'x'.repeat(63 - JSON.stringify(row).length) };
    };
    const expected = Array.from({ length: 20_000 }, (_, index) => rowOf(index));
    expect(JSON.stringify(expected[4095]).length).toBe(63);
    expect(await rowsOf(reportFile('compact.json.gz', JSON.stringify(expected)))).toEqual(expected);
  });

  it('reads an empty report', async () => {
    expect(await rowsOf(reportFile('empty.json.gz', ' [ ] '))).toEqual([]);
  });

  it.each([
    ['an object', '{"clicks":1}'],
    ['a cut array', '[{"clicks":1},{"clicks":'],
    ['an unclosed array', '[{"clicks":1}'],
    ['text after the array', '[{"clicks":1}] x'],
    ['nothing', ''],
  ])('refuses %s', async (_name, text) => {
    await expect(rowsOf(reportFile('bad.json.gz', text))).rejects.toBeInstanceOf(ReportFormatError);
  });
});
