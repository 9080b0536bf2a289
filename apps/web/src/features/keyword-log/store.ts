import { create } from 'zustand';

/** What the keyword log modal needs to show one product's negation log (SPEC section 3). */
export interface KeywordLogParams {
  imgUrl: string;
  asin: string;
  skuTitle: string;
  flag: 1 | 2;
  endDate: string;
  /** Narrows the log to one shop when the same ASIN sells in several. */
  shopId?: string;
}

interface KeywordLogModalState {
  params: KeywordLogParams | null;
  /** The opener's, run once the modal has closed and handed focus back. */
  afterClose?: () => void;
  open(params: KeywordLogParams, afterClose?: () => void): void;
  close(): void;
}

export const useKeywordLogModal = create<KeywordLogModalState>()((set) => ({
  params: null,
  open: (params, afterClose) => set({ params, afterClose }),
  // `afterClose` stays: the modal runs it at the end of its closing animation, after this.
  close: () => set({ params: null }),
}));
