/** Keywords are kept as Amazon reports search terms: lowercase, single spaces. */
export function normaliseKeyword(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
