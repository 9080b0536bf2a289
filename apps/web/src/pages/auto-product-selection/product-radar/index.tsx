import { ProductRadarScreen } from '@/features/brand-analytics';

export default function ProductRadarPage() {
  return <ProductRadarScreen />;
}
