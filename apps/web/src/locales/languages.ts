export type LanguageCode = 'zh-CN' | 'en-US';

export const DEFAULT_LANGUAGE: LanguageCode = 'zh-CN';

export const languageOptions: { code: LanguageCode; label: string }[] = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'en-US', label: 'English' },
];
