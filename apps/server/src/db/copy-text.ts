const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  const text = String(value);
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]!) : text;
}
