import { JobApi } from '@termwise/contracts';
import { call, type CallOptions } from '../request/call';

/** Progress of any background job (shop sync, rule run). */
export const fetchJobProgress = (jobId: string, options?: CallOptions) =>
  call(JobApi.progress, { jobId }, options);
