import { SearchTermRankingsScreen } from '@/features/brand-analytics';

export default function SearchTermRankingsPage() {
  return <SearchTermRankingsScreen />;
}
