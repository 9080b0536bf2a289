import type { FastifyRequest } from 'fastify';

/** The languages the server answers in; zh-CN unless the client asks for English. */
export type Language = 'zh-CN' | 'en-US';
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** A text the user reads, in each language. */
export type Localised = Record<Language, string>;

const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];

/** A text built the same way in every language from texts already translated. */
export const inEachLanguage = (write: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, write(language)])) as Localised;

/** The caller's language from Accept-Language (the web app sends its interface language there). */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en-US' : DEFAULT_LANGUAGE;
}
