import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Localised } from './language.ts';
import { messages, type Message } from './messages.ts';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
/** The catalogue itself, and the bot's table of chat texts (a report's wording, not an error's). */
const MAY_PAIR_TEXTS = ['http/messages.ts', 'modules/bot/texts.ts'];
const INLINE_PAIR = /['"`]zh-CN['"`]\s*:/;

/** A text with values, given a stand-in for each: what it says around them must still be there. */
const sample = (message: Message): Localised =>
  typeof message === 'function'
    ? (message as (...values: string[]) => Localised)(...Array<string>(message.length).fill('1'))
    : message;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SOURCE, path)] : [];
  });
}

describe('the server speaks from one catalogue', () => {
  it('has every text in both languages', () => {
    for (const [area, texts] of Object.entries(messages))
      for (const [key, message] of Object.entries(texts)) {
        const text = sample(message as Message);
        expect(text['zh-CN'].trim(), `${area}.${key} zh-CN`).not.toBe('');
        expect(text['en-US'].trim(), `${area}.${key} en-US`).not.toBe('');
      }
  });

  it('has no Chinese and English pair written anywhere else', () => {
    const elsewhere = sourceFiles(SOURCE).filter(
      (file) => !MAY_PAIR_TEXTS.includes(file) && INLINE_PAIR.test(readFileSync(join(SOURCE, file), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });
});
