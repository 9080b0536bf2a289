import { ErrorResult } from '@/components/ErrorResult';

export default function Error403Page() {
  return <ErrorResult status="403" />;
}
