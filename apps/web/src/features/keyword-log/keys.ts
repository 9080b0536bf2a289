import type { KeywordLogParams } from './store';

export const keywordLogKeys = {
  all: ['keyword-log'] as const,
  log: (params: KeywordLogParams | null) => [...keywordLogKeys.all, params] as const,
};
