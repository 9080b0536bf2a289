/** What other modules may use of Brand Analytics. */
export { createBrandAnalyticsModule } from './module.ts';
export { abaImportJob } from './import-job.ts';
