import { UpcomingContent } from '@/components/UpcomingContent';

export default function BoardPage() {
  return <UpcomingContent name="keyword-manage_board" titleKey="route.keyword-manage_board" />;
}
