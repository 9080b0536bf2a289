/** What other modules may use of Brand Analytics. */
export { createBrandAnalyticsModule } from './module.ts';
export { ABA_IMPORT_JOB } from './import-job.ts';
