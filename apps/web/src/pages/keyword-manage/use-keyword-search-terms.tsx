import { useState } from 'react';
import type { KeywordToSearchTermRequest } from '@termwise/contracts';
import { SearchTermsDrawer } from '@/features/negation';

/** A keyword whose search terms the drawer shows, with the heading and currency to show them in. */
export interface KeywordSearchTerms {
  request: KeywordToSearchTermRequest;
  title: string;
  currencyCode: string;
}

/** A keyword page's search terms drawer: `show` opens it on a keyword; `drawer` is what the page renders. */
export function useKeywordSearchTerms() {
  const [shown, setShown] = useState<KeywordSearchTerms | null>(null);
  const drawer = (
    <SearchTermsDrawer
      request={shown?.request ?? null}
      title={shown?.title ?? ''}
      currencyCode={shown?.currencyCode ?? 'USD'}
      onClose={() => setShown(null)}
    />
  );
  return { show: setShown, drawer };
}
