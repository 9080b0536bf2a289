import { UpcomingContent } from '@/components/UpcomingContent';

export default function OperationLogsPage() {
  return <UpcomingContent name="system-settings_operation-logs" titleKey="route.system-settings_operation-logs" />;
}
