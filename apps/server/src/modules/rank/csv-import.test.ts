import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readRankCsv } from './csv-import.ts';

describe('readRankCsv', () => {
  // The route reads the upload only after looking its shop up: the guard may have refused it by then.
  it('fails with the error an upload met before it was read, instead of waiting for more rows', async () => {
    const upload = new PassThrough();
    const refused = once(upload, 'error');
    upload.destroy(new Error('refused by the guard'));
    await refused;
    await expect(readRankCsv(upload, async () => {})).rejects.toThrow('refused by the guard');
  });
});
