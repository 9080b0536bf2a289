import {
  BoardApi,
  type BoardNegateRequest,
  type BoardRequest,
  type BoardTermReviewRequest,
} from '@termwise/contracts';
import { call } from '../request/call';

export const fetchBoard = (body: BoardRequest) => call(BoardApi.overview, body);

export const negateBoardTerm = (body: BoardNegateRequest) => call(BoardApi.negateTerm, body);

export const reviewBoardTerm = (body: BoardTermReviewRequest) => call(BoardApi.termReview, body);
