import type { JobProgress } from '@termwise/contracts';
import type { TestServer } from './test-server.ts';

/** Sunday of the week `back` weeks before the newest one that has ended (UTC is a day's margin for Berlin). */
export function endedWeek(back: number): string {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const sunday = new Date(today.getTime() - (today.getUTCDay() + 7 * (back + 1)) * 86_400_000);
  return sunday.toISOString().slice(0, 10);
}

/** The job's progress once it has succeeded or failed. */
export async function waitForJob(server: TestServer, token: string, jobId: string): Promise<JobProgress> {
  for (;;) {
    const { body } = await server.call<JobProgress>('/v1/negOper/job_progress', { jobId }, { token });
    if (body.data.state === 'succeeded' || body.data.state === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
