import { UpcomingContent } from '@/components/UpcomingContent';

export default function SearchTermRankingsPage() {
  return (
    <UpcomingContent
      name="keyword-manage_search-term-rankings"
      titleKey="route.keyword-manage_search-term-rankings"
    />
  );
}
