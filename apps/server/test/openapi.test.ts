import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}

describe('the OpenAPI document', () => {
  it('describes the answer of every route it lists', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    const withoutResponse = operations
      .filter(
        ({ operation }) => !operation.responses?.['200']?.content?.['application/json']?.schema?.properties,
      )
      .map(({ route }) => route);
    expect(withoutResponse).toEqual([]);
  });

  it('shows the data of a success envelope, not just its code', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    const login = document.paths['/v1/enter/login'].post.responses['200'].content['application/json'].schema;
    expect(login.properties.data.properties).toHaveProperty('refreshToken');
  });

  it('describes keyword reviews: their actions, the percentage and its bounds, the change on a term', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json();
    const review = document.paths['/v1/negOper/keyword_review'].post;
    const body = review.requestBody.content['application/json'].schema;
    expect(body.properties.action.enum).toEqual(['lowerBid', 'pause', 'revert']);
    expect(body.properties.bidChangePercent).toMatchObject({ minimum: 5, maximum: 90, default: 20 });
    const terms = document.paths['/v1/negLog/terms'].post.responses['200'].content['application/json'].schema;
    const term = terms.properties.data.properties.rows.items;
    expect(term.properties).toHaveProperty('keywordChange');
    expect(term.properties.status.enum).toContain('adjusted');
  });
});
