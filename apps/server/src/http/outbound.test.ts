import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OutboundRefused,
  createOutboundClient,
  isPublicAddress,
  mayRequest,
  parseAllowList,
} from './outbound.ts';

const NOTHING_ALLOWED = parseAllowList('');

/** Every way of writing an address a user must not reach, as a user could type it into a webhook URL. */
const REFUSED_URLS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0177.0.0.1/',
  'http://017700000001/',
  'http://0.0.0.0/',
  'http://0/',
  'http://10.1.2.3/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[fd12:3456::1]/',
  'http://[ff02::1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[2002:7f00:1::]/',
];

describe('which addresses a user may reach', () => {
  it.each(REFUSED_URLS)('refuses %s before any connection', (target) => {
    expect(mayRequest(new URL(target), NOTHING_ALLOWED)).toBe(false);
  });

  it('lets public addresses and names through to the DNS check', () => {
    for (const target of [
      'https://93.184.216.34/',
      'https://[2606:4700:4700::1111]/',
      'https://example.com/',
    ])
      expect(mayRequest(new URL(target), NOTHING_ALLOWED)).toBe(true);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses other schemes and URLs that carry credentials', () => {
    for (const target of ['ftp://93.184.216.34/', 'file:///etc/passwd', 'https://user:pw@example.com/'])
      expect(mayRequest(new URL(target), NOTHING_ALLOWED)).toBe(false);
  });

  it('allows private addresses only as the operator lists them', () => {
    const allowList = parseAllowList('10.20.0.0/16, chat.lan:8443, http://127.0.0.1:9000/hooks/');
    expect(mayRequest(new URL('http://10.20.5.5/'), allowList)).toBe(true);
    expect(mayRequest(new URL('http://10.21.5.5/'), allowList)).toBe(false);
    expect(mayRequest(new URL('https://chat.lan:8443/x'), allowList)).toBe(true);
    expect(mayRequest(new URL('http://127.0.0.1:9000/hooks/a'), allowList)).toBe(true);
    expect(mayRequest(new URL('http://127.0.0.1:9000/other'), allowList)).toBe(false);
    expect(mayRequest(new URL('http://127.0.0.1:9000/hooks/../admin'), allowList)).toBe(false);
    expect(mayRequest(new URL('http://127.0.0.1:9001/hooks/a'), allowList)).toBe(false);
  });

  it('refuses an allow-list entry it cannot read', () => {
    expect(() => parseAllowList('10.0.0.0/40')).toThrow(/CIDR/);
    expect(() => parseAllowList('http://[bad/')).toThrow(/URL/);
  });
});

describe('the guarded client against real local listeners', () => {
  const hits: string[] = [];
  let listener: Server;
  let port: number;

  beforeAll(async () => {
    listener = createServer((request, response) => {
      hits.push(request.url ?? '');
      if (request.url === '/redirect') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/secret` });
        response.end();
        return;
      }
      response.end('local secret '.repeat(10_000));
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  const post = { method: 'POST' as const, headers: {}, body: '{}', timeoutMs: 5000 };

  it('refuses loopback by address and by a name that resolves to it, sending nothing', async () => {
    const client = createOutboundClient(NOTHING_ALLOWED);
    hits.length = 0;
    await expect(client.send(`http://127.0.0.1:${port}/a`, post)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(client.send(`http://localhost:${port}/b`, post)).rejects.toBeInstanceOf(OutboundRefused);
    expect(hits).toEqual([]);
    await client.close();
  });

  it('reaches a range the operator allowed, reads only the head of the answer', async () => {
    const client = createOutboundClient(parseAllowList('127.0.0.0/8'));
    const answer = await client.send(`http://localhost:${port}/ok`, post);
    expect(answer.status).toBe(200);
    expect(answer.head.length).toBeLessThanOrEqual(4096);
    await client.close();
  });

  it('does not follow a redirect, even from an allowed receiver', async () => {
    const client = createOutboundClient(parseAllowList(`http://127.0.0.1:${port}/redirect`));
    hits.length = 0;
    const answer = await client.send(`http://127.0.0.1:${port}/redirect`, post);
    expect(answer.status).toBe(302);
    expect(hits).toEqual(['/redirect']);
    await client.close();
  });
});
