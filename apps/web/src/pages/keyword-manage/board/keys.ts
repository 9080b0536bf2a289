import type { BoardRequest } from '@termwise/contracts';

export const boardKeys = {
  all: ['board'] as const,
  overview: (request: BoardRequest) => [...boardKeys.all, 'overview', request] as const,
};
