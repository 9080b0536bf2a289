import type { BenchServer } from './server-process.ts';

/** One API call as a logged-in user; a refusal throws with its code and message. */
export async function call<T = unknown>(
  server: BenchServer,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: string; msg: string; data: T };
  if (answer.code !== '0000') throw new Error(`${path} answered ${answer.code}: ${answer.msg}`);
  return answer.data;
}
