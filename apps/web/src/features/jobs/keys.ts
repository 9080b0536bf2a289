export const jobKeys = {
  all: ['job'] as const,
  progress: (jobId: string | null) => [...jobKeys.all, 'progress', jobId] as const,
};
