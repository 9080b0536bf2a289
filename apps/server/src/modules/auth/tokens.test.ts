import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const claims = { userId: 'user-1', sessionId: 'session-1' };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('answers a token checked before from memory, and still as expired once its time is up', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret or changed on the way', async () => {
    const tokens = createAccessTokens(SECRET, 60);
    const foreign = await createAccessTokens(`${SECRET}-other`, 60).sign(claims);
    expect(await tokens.verify(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject({ ok: true });
    // A character inside the signature (the last one also carries padding bits a decoder may ignore).
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(changed)).toEqual({ ok: false, reason: 'invalid' });
  });
});
