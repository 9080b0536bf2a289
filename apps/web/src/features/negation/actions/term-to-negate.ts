import type { BoardNegateRequest } from '@termwise/contracts';

/** A search term at its place, as the negate buttons and their review take it. */
export type TermToNegate = Omit<BoardNegateRequest, 'action'>;
