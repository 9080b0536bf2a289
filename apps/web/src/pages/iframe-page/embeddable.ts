export type EmbedCheck =
  | { ok: true; url: string }
  | { ok: false; reason: 'invalid' | 'protocol' }
  | { ok: false; reason: 'origin'; origin: string };

/** Sites whose pages may be shown inside Termwise unless VITE_IFRAME_ALLOWLIST says otherwise. */
export const DEFAULT_IFRAME_ALLOWLIST = [
  'https://advertising.amazon.com',
  'https://sellercentral.amazon.com',
];

export function parseAllowlist(setting: string | undefined): string[] {
  const origins = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        return [new URL(entry).origin];
      } catch {
        console.error(`VITE_IFRAME_ALLOWLIST: "${entry}" is not a URL; ignored`);
        return [];
      }
    });
  return origins.length ? origins : DEFAULT_IFRAME_ALLOWLIST;
}

/** Only http(s) pages of allowed origins may be embedded: anything else (javascript:, data:) is refused. */
export function checkEmbeddable(raw: string, allowlist: string[]): EmbedCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'protocol' };
  if (!allowlist.includes(url.origin)) return { ok: false, reason: 'origin', origin: url.origin };
  return { ok: true, url: url.href };
}
