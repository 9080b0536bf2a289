export { jobKeys } from './keys';
export { isJobFinished, useJobProgress, type JobProgress } from './use-job-progress';
