export { jobKeys } from './keys';
export { isJobFinished, useJobProgress } from './use-job-progress';
