import { ResultCode, type Envelope } from '@termwise/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.success, msg: 'success', data };
}

export function failure(code: string, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}
