import { UpcomingContent } from '@/components/UpcomingContent';

export default function AbaSearchTermsPage() {
  return (
    <UpcomingContent
      name="auto-product-selection_aba-search-terms"
      titleKey="route.auto-product-selection_aba-search-terms"
    />
  );
}
