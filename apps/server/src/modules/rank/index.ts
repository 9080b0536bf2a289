/** What other modules may use of the keyword rankings module. */
export { createRankModule } from './module.ts';
export { sandboxRankSource, type RankSource } from './source.ts';
