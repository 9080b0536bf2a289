// Load runs with autocannon, turned into bench figures.
import autocannon, { type Result } from 'autocannon';
import { atLeast, atMost, figure, type Figure } from './harness.ts';

export const CONNECTIONS = 50;

/** Seconds each load runs: long enough for a stable p99, shorter under --quick to keep it in 3 minutes. */
export const loadSeconds = (quick: boolean) => (quick ? 3 : 10);

export function load(options: autocannon.Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

/** Requests per second and p99 of one run, each against its target when it has one. */
export function throughputFigures(
  name: string,
  result: Result,
  targets: { reqPerSecond?: number; p99Ms?: number } = {},
): Figure[] {
  const errors = result.errors + result.non2xx + result.timeouts;
  const note = `p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, over ${result.duration} s, ${errors} errors`;
  const rate = Math.round(result.requests.average);
  const rateTarget = targets.reqPerSecond === undefined ? undefined : atLeast(targets.reqPerSecond);
  const p99Target = targets.p99Ms === undefined ? undefined : atMost(targets.p99Ms);
  const figures = [
    figure(`${name}: throughput`, rate, 'req/s', rateTarget),
    figure(`${name}: p99`, result.latency.p99, 'ms', p99Target, note),
  ];
  // A run that answered errors did not measure the promised call, whatever its speed.
  return errors > 0 ? figures.map((one) => ({ ...one, met: false })) : figures;
}
