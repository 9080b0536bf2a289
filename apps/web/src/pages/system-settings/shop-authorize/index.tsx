import { UpcomingContent } from '@/components/UpcomingContent';

export default function ShopAuthorizePage() {
  return <UpcomingContent name="system-settings_shop-authorize" titleKey="route.system-settings_shop-authorize" />;
}
