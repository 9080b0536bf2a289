import { nanoid } from 'nanoid';
import { EarlyPaths, ResultCode, SessionCodes, type Envelope } from '@termwise/contracts';
import { httpFailureMessage, RequestError, type Translate } from './errors';

const SUCCESS = ResultCode.success;
const SILENT_LOGOUT_CODES: readonly string[] = SessionCodes.silentLogout;
const MODAL_LOGOUT_CODES: readonly string[] = SessionCodes.modalLogout;
const REFRESH_CODES: readonly string[] = SessionCodes.refresh;
const DEFAULT_TIMEOUT_MS = 60_000;
const REFRESH_STATE_TTL_MS = 1_000;
const TOAST_FORGET_MS = 5_000;
/** Backend failures the seller reads in their own language rather than the server's English `msg`. */
const TRANSLATED_CODES: Partial<Record<string, string>> = {
  [ResultCode.amazonAuthorization]: 'request.amazonAuthorization',
};

export interface SessionStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  saveTokens(tokens: { token: string; refreshToken: string }): void;
}

/** What the request layer needs from the app: where tokens live and how to talk to the user. */
export interface RequestDeps {
  fetch: typeof fetch;
  session: SessionStore;
  t: Translate;
  /** The interface language, sent as Accept-Language so the server's messages come in it. */
  language?(): string;
  /** Ends the session (store reset, back to login). */
  logout(): void;
  /** Shows an error toast and calls onClose once it has disappeared; `code` is the backend's result code. */
  toast(message: string, onClose: () => void, code?: string): void;
  /** Shows a blocking dialog and calls onConfirm when the user confirms. */
  alert(message: string, onConfirm: () => void): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** A file sent as the body, as it is, under its content type (an upload; parameters go in `query`). */
  file?: { data: Blob; type: string };
  query?: Record<string, string | number>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** For calls that handle their own errors (e.g. the notification bell). */
  silent?: boolean;
}

const TIMEOUT = Symbol('timeout');

export function createRequest(deps: RequestDeps) {
  const inFlight = new Map<string, AbortController>();
  const toastsShown = new Set<string>();
  const alertsShown = new Set<string>();
  /** The refresh in progress (or just finished) and the token it replaces. */
  let refreshing: { replacedToken: string | null; done: Promise<boolean> } | null = null;

  function showToast(message: string, code?: string): void {
    if (toastsShown.has(message)) return;
    toastsShown.add(message);
    deps.toast(message, () => setTimeout(() => toastsShown.delete(message), TOAST_FORGET_MS), code);
  }

  function showAlertOnce(message: string): void {
    if (alertsShown.has(message)) return;
    alertsShown.add(message);
    deps.alert(message, () => {
      alertsShown.delete(message);
      deps.logout();
    });
  }

  async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
    const requestId = nanoid();
    const controller = new AbortController();
    inFlight.set(requestId, controller);
    const timer = setTimeout(() => controller.abort(TIMEOUT), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const cancel = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', cancel);
    try {
      return await deps.fetch(withQuery(url, options.query), {
        method: options.method ?? 'POST',
        headers: {
          ...contentTypeOf(options),
          'X-Request-Id': requestId,
          ...(deps.language ? { 'Accept-Language': deps.language() } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: options.file?.data ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.reason === TIMEOUT) throw new RequestError(deps.t('request.timeout'), 'timeout');
      if (controller.signal.aborted) throw new RequestError('cancelled', 'cancelled');
      throw new RequestError(deps.t('request.networkError'), 'network', undefined, undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      inFlight.delete(requestId);
    }
  }

  /**
   * One refresh for all requests that failed with the same expired token. A request sent with a token
   * that has since been replaced just retries with the current one.
   */
  function renewToken(sentToken: string | null): Promise<boolean> {
    const current = deps.session.getToken();
    if (current && current !== sentToken) return Promise.resolve(true);
    if (refreshing && refreshing.replacedToken === sentToken) return refreshing.done;
    const done = refreshTokens();
    const state = { replacedToken: sentToken, done };
    refreshing = state;
    void done.finally(() =>
      setTimeout(() => {
        if (refreshing === state) refreshing = null;
      }, REFRESH_STATE_TTL_MS),
    );
    return done;
  }

  async function refreshTokens(): Promise<boolean> {
    const refreshToken = deps.session.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await send(EarlyPaths.refreshToken, { body: { refreshToken } }, null);
      const envelope = (await response.json()) as Envelope<{ token: string; refreshToken: string }>;
      if (envelope.code !== SUCCESS) return false;
      deps.session.saveTokens(envelope.data);
      return true;
    } catch {
      return false;
    }
  }

  async function request<T>(url: string, options: RequestOptions = {}, isRetry = false): Promise<T> {
    const token = deps.session.getToken();
    let response: Response;
    try {
      response = await send(url, options, token);
    } catch (error) {
      if (error instanceof RequestError && error.kind !== 'cancelled' && !options.silent)
        showToast(error.message);
      throw error;
    }
    const body = await readBody(response);
    if (!isEnvelope(body)) {
      if (isHttpSuccess(response.status)) return body as T;
      const message = httpFailureMessage(response.status, response.statusText, body, deps.t);
      if (!options.silent) showToast(message);
      throw new RequestError(message, 'http', undefined, response.status);
    }
    if (body.code === SUCCESS) return body.data as T;
    return handleBackendFailure<T>(url, options, body, token, isRetry);
  }

  async function handleBackendFailure<T>(
    url: string,
    options: RequestOptions,
    body: Envelope<unknown>,
    sentToken: string | null,
    isRetry: boolean,
  ): Promise<T> {
    const sessionEnded = new RequestError(body.msg, 'session', body.code);
    if (SILENT_LOGOUT_CODES.includes(body.code)) {
      deps.logout();
      throw sessionEnded;
    }
    if (MODAL_LOGOUT_CODES.includes(body.code)) {
      showAlertOnce(body.msg);
      throw sessionEnded;
    }
    if (REFRESH_CODES.includes(body.code)) {
      // A retry that is still refused means the new token is no good either.
      if (!isRetry && (await renewToken(sentToken))) return request<T>(url, options, true);
      deps.logout();
      throw sessionEnded;
    }
    const message = TRANSLATED_CODES[body.code] ? deps.t(TRANSLATED_CODES[body.code]!) : body.msg;
    if (!options.silent) showToast(message, body.code);
    throw new RequestError(message, 'backend', body.code);
  }

  return {
    request,
    /** Aborts every request still waiting for an answer, e.g. when the user logs out. */
    cancelAll(): void {
      inFlight.forEach((controller) => controller.abort());
      inFlight.clear();
    },
  };
}

/** Only with a body: servers refuse an empty body that claims to be JSON. */
function contentTypeOf(options: RequestOptions): Record<string, string> {
  if (options.file) return { 'Content-Type': options.file.type };
  return options.body === undefined ? {} : { 'Content-Type': 'application/json' };
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${url}?${search}`;
}

function isHttpSuccess(status: number): boolean {
  return (status >= 200 && status < 300) || status === 304;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  // Backend codes are four digits; a proxy failure also has a `code` (PROXY_ERROR) but is no envelope.
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^\d{4}$/.test(code);
}
