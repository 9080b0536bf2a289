/** What other modules may use of the harvest module. */
export { createHarvestModule } from './module.ts';
