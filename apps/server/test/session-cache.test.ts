import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/auth/repo.ts';
import { createSessionCache } from '../src/modules/auth/session-cache.ts';

function userRow(id: string, status: 'active' | 'disabled' = 'active') {
  return { id, organisationId: 'org', userName: id, roles: ['R_USER'], status } as unknown as UserRow;
}

/** A loader whose answers the test releases by hand, counting how often the database was asked. */
function manualLoader() {
  const waiting: ((row: UserRow | undefined) => void)[] = [];
  const loader = {
    calls: 0,
    load: () => {
      loader.calls++;
      return new Promise<UserRow | undefined>((resolve) => waiting.push(resolve));
    },
    release: (row: UserRow | undefined) => waiting.shift()!(row),
  };
  return loader;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session cache', () => {
  it('asks the database once for requests that arrive together, then answers from memory', async () => {
    const loader = manualLoader();
    const cache = createSessionCache(loader.load);
    const both = Promise.all([cache.get('s1'), cache.get('s1')]);
    await tick();
    loader.release(userRow('u1'));
    const [first, second] = await both;
    expect(first?.userId).toBe('u1');
    expect(second).toEqual(first);
    expect(await cache.get('s1')).toEqual(first);
    expect(loader.calls).toBe(1);
  });

  it('answers a look-up that forget() overtook, but does not keep it', async () => {
    const loader = manualLoader();
    const cache = createSessionCache(loader.load);
    const pending = cache.get('s1');
    await tick();
    cache.forget('s1');
    loader.release(userRow('u1'));
    expect((await pending)?.userId).toBe('u1');
    const next = cache.get('s1');
    await tick();
    loader.release(undefined);
    expect(await next).toBeNull();
    expect(loader.calls).toBe(2);
  });

  it('forgets every session of a user whose status changed', async () => {
    const loader = manualLoader();
    const cache = createSessionCache(loader.load);
    for (const [sessionId, userId] of [
      ['a1', 'ua'],
      ['a2', 'ua'],
      ['b1', 'ub'],
    ] as const) {
      const loaded = cache.get(sessionId);
      await tick();
      loader.release(userRow(userId));
      await loaded;
    }
    cache.forgetUser('ua');
    const reloaded = cache.get('a1');
    await tick();
    loader.release(userRow('ua', 'disabled'));
    expect((await reloaded)?.disabled).toBe(true);
    expect((await cache.get('b1'))?.userId).toBe('ub');
    expect(loader.calls).toBe(4);
  });
});
