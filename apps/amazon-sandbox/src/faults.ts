/**
 * Faults on demand, so clients can be tested against what real Amazon does on a bad day: throttling with
 * Retry-After, 5xx answers, reports that take long or fail.
 */

export interface FaultSpec {
  /** Which requests fail: a RegExp tested on the URL path, or a string the path starts with. All if absent. */
  path?: RegExp | string;
  status: 429 | 500 | 503;
  /** How many matching requests fail before the fault is used up. */
  times: number;
  /** Seconds, sent as Retry-After (429 gets 1 s when not given). */
  retryAfter?: number;
}

export interface ActiveFault {
  status: FaultSpec['status'];
  retryAfter?: number;
}

export const DEFAULT_REPORT_DELAY_MS = 500;

export class FaultInjector {
  private faults: { spec: FaultSpec; remaining: number }[] = [];
  private reportDelayMs: number;
  private reportsToFail = 0;

  constructor(private readonly defaultReportDelayMs = DEFAULT_REPORT_DELAY_MS) {
    this.reportDelayMs = defaultReportDelayMs;
  }

  inject(spec: FaultSpec): void {
    this.faults.push({ spec, remaining: spec.times });
  }

  /** Reports created from now on take this long (wall-clock) to complete. */
  slowReports(delayMs: number): void {
    this.reportDelayMs = delayMs;
  }

  /** The next `count` reports end in status FAILED. */
  failReports(count: number): void {
    this.reportsToFail = count;
  }

  /** Back to no faults and the configured report delay. */
  reset(): void {
    this.faults = [];
    this.reportDelayMs = this.defaultReportDelayMs;
    this.reportsToFail = 0;
  }

  /** Uses up one matching fault, if any, for a request to `path`. */
  take(path: string): ActiveFault | undefined {
    const match = this.faults.find(({ spec, remaining }) => remaining > 0 && matches(spec.path, path));
    if (!match) return undefined;
    match.remaining -= 1;
    this.faults = this.faults.filter(({ remaining }) => remaining > 0);
    const retryAfter = match.spec.retryAfter ?? (match.spec.status === 429 ? 1 : undefined);
    return retryAfter === undefined ? { status: match.spec.status } : { status: match.spec.status, retryAfter };
  }

  currentReportDelayMs(): number {
    return this.reportDelayMs;
  }

  /** Whether the report being created now should fail; counts one down. */
  takeReportFailure(): boolean {
    if (this.reportsToFail <= 0) return false;
    this.reportsToFail -= 1;
    return true;
  }
}

function matches(pattern: FaultSpec['path'], path: string): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === 'string' ? path.startsWith(pattern) : pattern.test(path);
}
