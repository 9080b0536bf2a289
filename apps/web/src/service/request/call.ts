import type { Endpoint, EndpointInput, EndpointOutput } from '@termwise/contracts';
import type { RequestOptions } from './create-request';
import { request } from './index';

export type CallOptions = Pick<RequestOptions, 'signal' | 'silent' | 'timeoutMs'>;

/**
 * Calls an endpoint of the contracts: its path and method, the body (or query) typed from its schema,
 * the answer typed from its response schema and, in development builds, checked against it.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const data = await request<unknown>(
    endpoint.path,
    endpoint.method === 'GET'
      ? { ...options, method: 'GET', query: input as RequestOptions['query'] }
      : { ...options, body: input },
  );
  if (import.meta.env.DEV) assertMatchesContract(endpoint, data);
  return data as EndpointOutput<E>;
}

/** An upload may take as long as the file needs to travel: a 100 MB export on a slow line. */
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/** Sends a file to an upload endpoint as its body, unchanged, with the endpoint's query parameters. */
export async function upload<E extends Endpoint & { upload: string }>(
  endpoint: E,
  query: EndpointInput<E>,
  file: Blob,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const data = await request<unknown>(endpoint.path, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
    ...options,
    query: query as RequestOptions['query'],
    file: { data: file, type: endpoint.upload },
  });
  if (import.meta.env.DEV) assertMatchesContract(endpoint, data);
  return data as EndpointOutput<E>;
}

/**
 * Calls a POST endpoint by its path alone, typed from the contract all the same. For the calls made before
 * any page loaded (`EarlyPaths`): the endpoint object would bring its schemas, and zod with them, into the
 * login page. Their answers are not checked against the contract in development builds.
 */
export function callEarly<E extends Endpoint>(
  path: E['path'],
  input?: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  return request<EndpointOutput<E>>(path, { ...options, body: input });
}

function assertMatchesContract(endpoint: Endpoint, data: unknown): void {
  const checked = endpoint.response.safeParse(data);
  if (checked.success) return;
  const issues = checked.error.issues.map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`);
  throw new Error(`${endpoint.path} answered outside its contract: ${issues.join('; ')}`);
}
