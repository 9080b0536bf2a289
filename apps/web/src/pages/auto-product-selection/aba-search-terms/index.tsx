import { AbaSearchTermsScreen } from '@/features/brand-analytics';

export default function AbaSearchTermsPage() {
  return <AbaSearchTermsScreen />;
}
