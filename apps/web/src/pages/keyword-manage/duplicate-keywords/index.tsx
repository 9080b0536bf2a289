import { UpcomingContent } from '@/components/UpcomingContent';

export default function DuplicateKeywordsPage() {
  return (
    <UpcomingContent
      name="keyword-manage_duplicate-keywords"
      titleKey="route.keyword-manage_duplicate-keywords"
    />
  );
}
