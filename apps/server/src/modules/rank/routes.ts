import { RANK_IMPORT_MAX_BYTES, RankApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvUpload, isUploadCutOff, streamCsvBodies } from '../../http/csv-upload.ts';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { validationFailed } from '../../http/errors.ts';
import { languageOf } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';
import type { RankService } from './service.ts';

const tags = ['keyword rankings'];
const uploadCutOff = validationFailed(messages.rank.uploadCutOff);

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
  streamCsvBodies(app, RANK_IMPORT_MAX_BYTES);
  for (const [endpoint, commit] of [
    [importPreview, false],
    [importCommit, true],
  ] as const) {
    app.post(endpoint.path, { schema: schemaOf(endpoint, tags) }, async (request) => {
      const { shopId } = request.query;
      const imported = await ranks
        .importCsv(request.auth.user, shopId, csvUpload(request.body), commit, languageOf(request))
        .catch((error: unknown) => {
          throw isUploadCutOff(error) ? uploadCutOff : error;
        });
      return ok(imported);
    });
  }
};
