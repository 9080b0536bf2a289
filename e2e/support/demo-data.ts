import type { E2eSuite } from './suite';

/** The demo shops sync their history and the demo rules run after a fresh start: that takes minutes. */
export const DEMO_DATA_MS = 420_000;

/** One call of the suite's API as the given token (the envelope's data, or an error naming the call). */
export async function api<T>(suite: E2eSuite, path: string, token: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: string; data: T };
  if (envelope.code !== '0000') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** Waits until the demo history brought both negated and pending terms, so the screens have rows. */
export async function waitForDemoNegations(suite: E2eSuite): Promise<void> {
  const { token } = await api<{ token: string }>(suite, '/v1/enter/login', '', {
    phone: '13800000002',
    password: 'demo_123456',
  });
  const deadline = Date.now() + DEMO_DATA_MS;
  while (Date.now() < deadline) {
    const kpi = await api<{ negatedCount: number; pendingCount: number }>(suite, '/v1/negLog/kpi', token);
    if (kpi.negatedCount > 0 && kpi.pendingCount > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error('the demo data brought no negated and pending terms');
}
