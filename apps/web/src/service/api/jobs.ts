import { JobPaths, type JobProgress } from '@termwise/contracts';
import { request, type RequestOptions } from '../request';

/** Progress of any background job (shop sync, rule run). */
export const fetchJobProgress = (jobId: string, options?: Pick<RequestOptions, 'silent'>) =>
  request<JobProgress>(JobPaths.progress, { body: { jobId }, ...options });
