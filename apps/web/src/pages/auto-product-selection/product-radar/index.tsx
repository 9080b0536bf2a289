import { UpcomingContent } from '@/components/UpcomingContent';

export default function ProductRadarPage() {
  return (
    <UpcomingContent
      name="auto-product-selection_product-radar"
      titleKey="route.auto-product-selection_product-radar"
    />
  );
}
