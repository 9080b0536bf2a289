import { useTranslation } from 'react-i18next';

/** Amazon's match types and states in the seller's language; a value Amazon adds later shows as it is. */
export function useAmazonLabels() {
  const { t } = useTranslation();
  return {
    matchType: (value: string) => t(`keywordStructure.matchType.${value}`, { defaultValue: value }),
    state: (value: string) => t(`keywordStructure.state.${value}`, { defaultValue: value }),
  };
}
