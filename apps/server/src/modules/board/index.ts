/** What other modules may use of the board (the daily report reads the same figures). */
export { createBoardModule } from './module.ts';
export type { BoardService } from './service.ts';
