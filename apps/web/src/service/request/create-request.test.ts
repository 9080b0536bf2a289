import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { createRequest, type RequestDeps } from './create-request';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ code: '0000', msg: 'ok', data });
const fail = (code: string, msg = `failed ${code}`) => json({ code, msg, data: null });
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

function setup(handler: Handler, tokens = { token: 'old', refreshToken: 'r1' }) {
  const session = { ...tokens };
  const deps = {
    fetch: vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(handler(String(input), init ?? {})),
    ),
    session: {
      getToken: () => session.token,
      getRefreshToken: () => session.refreshToken,
      saveTokens: (next: { token: string; refreshToken: string }) => Object.assign(session, next),
    },
    t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options),
    logout: vi.fn(),
    toast: vi.fn(),
    alert: vi.fn(),
  } satisfies RequestDeps;
  return { ...createRequest(deps as unknown as RequestDeps), deps, session };
}

const refreshCalls = (deps: { fetch: { mock: { calls: unknown[][] } } }) =>
  deps.fetch.mock.calls.filter(([url]) => url === '/auth/refreshToken').length;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request', () => {
  it('returns data of a 0000 envelope and sends bearer token and a 21-char request id', async () => {
    const { request, deps } = setup(() => ok({ a: 1 }));
    await expect(request('/v1/x')).resolves.toEqual({ a: 1 });
    const init = deps.fetch.mock.calls[0]![1]!;
    expect(bearer(init)).toBe('Bearer old');
    expect((init.headers as Record<string, string>)['X-Request-Id']).toMatch(/^[\w-]{21}$/);
  });

  it('sends an upload as the file itself under its type, parameters in the query', async () => {
    const { request, deps } = setup(() => ok({ accepted: 1 }));
    const file = new Blob(['ASIN,Keyword\n'], { type: 'text/plain' });
    await request('/v1/upload', { query: { shopId: 's1' }, file: { data: file, type: 'text/csv' } });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/v1/upload?shopId=s1');
    expect(init!.body).toBe(file);
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });

  it('shares one refresh between concurrent 9999s and retries each with the new token', async () => {
    const { request, deps, session } = setup((url, init) => {
      if (url === '/auth/refreshToken') return ok({ token: 'new', refreshToken: 'r2' });
      return bearer(init) === 'Bearer new' ? ok(url) : fail('9999');
    });
    const results = await Promise.all(['/v1/a', '/v1/b', '/v1/c'].map((url) => request(url)));
    expect(results).toEqual(['/v1/a', '/v1/b', '/v1/c']);
    expect(refreshCalls(deps)).toBe(1);
    expect(session).toEqual({ token: 'new', refreshToken: 'r2' });
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('retries without refreshing again when a 9999 arrives after the refresh finished', async () => {
    vi.useFakeTimers();
    let answerSlowRequest!: (response: Response) => void;
    const { request, deps } = setup((url, init) => {
      if (url === '/auth/refreshToken') return ok({ token: 'new', refreshToken: 'r2' });
      if (bearer(init) === 'Bearer new') return ok(url);
      if (url === '/v1/slow') return new Promise<Response>((resolve) => (answerSlowRequest = resolve));
      return fail('9999');
    });
    const slow = request('/v1/slow');
    await expect(request('/v1/fast')).resolves.toBe('/v1/fast');
    // Well past the 1 s in which the finished refresh is still shared.
    await vi.advanceTimersByTimeAsync(5_000);
    answerSlowRequest(fail('9999'));
    await expect(slow).resolves.toBe('/v1/slow');
    expect(refreshCalls(deps)).toBe(1);
  });

  it('logs out when the refresh fails', async () => {
    const { request, deps } = setup((url) => (url === '/auth/refreshToken' ? fail('8888') : fail('9999')));
    await expect(request('/v1/a')).rejects.toMatchObject({ kind: 'session' });
    expect(deps.logout).toHaveBeenCalled();
  });

  it('logs out silently on 8888 and 8889', async () => {
    const { request, deps } = setup(() => fail('8889'));
    await expect(request('/v1/a')).rejects.toMatchObject({ kind: 'session', code: '8889' });
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('shows one blocking dialog per 7777 message and logs out on confirm', async () => {
    const { request, deps } = setup(() => fail('7777', 'account disabled'));
    await Promise.allSettled([request('/v1/a'), request('/v1/b')]);
    expect(deps.alert).toHaveBeenCalledTimes(1);
    const onConfirm = deps.alert.mock.calls[0]![1] as () => void;
    onConfirm();
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('de-duplicates toasts until 5 s after the toast has gone', async () => {
    vi.useFakeTimers();
    const { request, deps } = setup(() => fail('4004', 'shop not found'));
    await Promise.allSettled([request('/v1/a'), request('/v1/b')]);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    const onClose = deps.toast.mock.calls[0]![1] as () => void;
    onClose();
    await vi.advanceTimersByTimeAsync(4_000);
    await request('/v1/c').catch(() => undefined);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_001);
    await request('/v1/d').catch(() => undefined);
    expect(deps.toast).toHaveBeenCalledTimes(2);
  });

  it('does not toast silent requests', async () => {
    const { request, deps } = setup(() => fail('5000'));
    await expect(request('/v1/a', { silent: true })).rejects.toMatchObject({ code: '5000' });
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('transport messages', () => {
  const messageOf = async (handler: Handler, timeoutMs?: number) => {
    const { request } = setup(handler);
    return request('/v1/a', { timeoutMs }).catch((error: Error) => error.message);
  };

  it('explains a network error', async () => {
    expect(await messageOf(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'Network Error: cannot connect to server, check internet connection',
    );
  });

  it('explains a timeout', async () => {
    const hang: Handler = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted'))),
      );
    expect(await messageOf(hang, 20)).toBe('server response timed out, please retry');
  });

  it('explains a proxy failure', async () => {
    const proxy = () =>
      json({ code: 'PROXY_ERROR', target: 'http://127.0.0.1:8080', reason: 'ECONNREFUSED' }, 502);
    expect(await messageOf(proxy)).toBe(
      'Proxy Connection Failed: http://127.0.0.1:8080 (connection refused)',
    );
  });

  it('keeps the part of a 500 message after the first colon', async () => {
    expect(
      await messageOf(() => new Response('Internal Server Error: database: unreachable', { status: 500 })),
    ).toBe('database: unreachable');
  });

  it('names status and error of a 400-class response', async () => {
    expect(await messageOf(() => new Response('', { status: 404, statusText: 'Not Found' }))).toBe(
      'request error (404 - Not Found)',
    );
  });

  it('speaks Chinese by default', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(await messageOf(() => Promise.reject(new TypeError('x')))).toBe(
      '网络错误：无法连接到服务器，请检查网络连接',
    );
  });
});
