import { UpcomingContent } from '@/components/UpcomingContent';

export default function NegativeKeywordsPage() {
  return <UpcomingContent name="keyword-manage_negative-keywords" titleKey="route.keyword-manage_negative-keywords" />;
}
