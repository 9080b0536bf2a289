import { ErrorResult } from '@/components/ErrorResult';

export default function Error404Page() {
  return <ErrorResult status="404" />;
}
