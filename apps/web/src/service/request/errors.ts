/** Why a request failed, for callers that want to react beyond the toast the request layer shows. */
export type FailureKind = 'backend' | 'http' | 'network' | 'timeout' | 'cancelled' | 'session';

export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly code?: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RequestError';
  }
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface ProxyFailureBody {
  code?: string;
  target?: string;
  reason?: string;
  message?: string;
}

/** SPEC section 8 transport messages for a non-2xx response that carries no backend envelope. */
export function httpFailureMessage(status: number, statusText: string, body: unknown, t: Translate): string {
  const details = (typeof body === 'object' && body !== null ? body : {}) as ProxyFailureBody;
  if (status === 502 && details.code === 'PROXY_ERROR') {
    const reason = /timed? ?out/i.test(details.reason ?? '')
      ? t('request.connectionTimedOut')
      : t('request.connectionRefused');
    return t('request.proxyFailed', { target: details.target ?? '', reason });
  }
  const text = typeof body === 'string' && body ? body : (details.message ?? statusText);
  if (status >= 500) return afterFirstColon(text) || t('request.serverError');
  return t('request.requestError', { status, error: text || statusText });
}

function afterFirstColon(text: string): string {
  const colon = text.indexOf(':');
  return (colon === -1 ? text : text.slice(colon + 1)).trim();
}
