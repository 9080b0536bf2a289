import { UpcomingContent } from '@/components/UpcomingContent';

export default function AdChartDetailPage() {
  return <UpcomingContent name="keyword-manage_ad-chart-detail" titleKey="route.keyword-manage_ad-chart-detail" />;
}
