import { RankApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { RankService } from './service.ts';

const tags = ['keyword rankings'];
/** A rank export of up to 5 MB, as JSON text. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export const rankRoutes: FastifyPluginAsyncZod<{
  ranks: RankService;
  pullSoon(shopId: string): Promise<void>;
}> = async (app, { ranks, pullSoon }) => {
  const { list, history, track, untrack, suggestions, importPreview, importCommit } = RankApi;
  app.post(list.path, { schema: schemaOf(list, tags) }, async (request) =>
    ok(await ranks.list(request.auth.user, request.body)),
  );
  app.post(history.path, { schema: schemaOf(history, tags) }, async (request) =>
    ok(await ranks.history(request.auth.user, request.body.id, request.body.days)),
  );
  app.post(track.path, { schema: schemaOf(track, tags) }, async (request) => {
    const { shopId, asin, keywords } = request.body;
    const tracked = await ranks.track(request.auth.user, shopId, asin, keywords);
    await pullSoon(shopId);
    return ok({ tracked });
  });
  app.post(untrack.path, { schema: schemaOf(untrack, tags) }, async (request) =>
    ok({ untracked: await ranks.untrack(request.auth.user, request.body.ids) }),
  );
  app.post(suggestions.path, { schema: schemaOf(suggestions, tags) }, async (request) =>
    ok(await ranks.suggestions(request.auth.user, request.body.shopId, request.body.asin)),
  );
  for (const [endpoint, commit] of [
    [importPreview, false],
    [importCommit, true],
  ] as const) {
    app.post(
      endpoint.path,
      { schema: schemaOf(endpoint, tags), bodyLimit: IMPORT_BODY_LIMIT },
      async (request) =>
        ok(await ranks.importCsv(request.auth.user, request.body.shopId, request.body.csv, commit)),
    );
  }
};
