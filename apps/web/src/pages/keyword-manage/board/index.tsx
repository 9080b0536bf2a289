import { BoardScreen } from '@/features/board';

export default function BoardPage() {
  return <BoardScreen />;
}
