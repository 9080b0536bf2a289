import { UpcomingContent } from '@/components/UpcomingContent';

export default function KeywordRankingsPage() {
  return (
    <UpcomingContent
      name="keyword-manage_keyword-rankings"
      titleKey="route.keyword-manage_keyword-rankings"
    />
  );
}
