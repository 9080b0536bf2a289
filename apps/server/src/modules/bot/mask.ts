/** Shows a secret's shape without the secret: the last two characters of a long one, else nothing. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `****${secret.slice(-2)}` : '****';
}

const maskPart = (value: string) =>
  value.length > 6 ? `${value.slice(0, 2)}****${value.slice(-2)}` : '****';

/**
 * A webhook address with its credentials masked: every query value (WeCom `key`, DingTalk `access_token`)
 * and the last path segment when it is long (Slack's and Feishu's hook tokens). Users and ports stay out.
 */
export function maskUrl(address: string): string {
  const url = new URL(address);
  const segments = url.pathname.split('/');
  const last = segments.length - 1;
  if ((segments[last]?.length ?? 0) > 12) segments[last] = maskPart(segments[last]!);
  const query = [...url.searchParams.entries()].map(([key, value]) => `${key}=${maskPart(value)}`).join('&');
  return `${url.protocol}//${url.host}${segments.join('/')}${query ? `?${query}` : ''}`;
}
