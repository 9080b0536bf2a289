import { ErrorResult } from '@/components/ErrorResult';

export default function Error500Page() {
  return <ErrorResult status="500" />;
}
