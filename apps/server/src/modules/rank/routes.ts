import { Readable } from 'node:stream';
import { RANK_IMPORT_MAX_BYTES, RankApi } from '@termwise/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { validationFailed } from '../../http/errors.ts';
import { languageOf } from '../../http/language.ts';
import type { RankService } from './service.ts';

const tags = ['keyword rankings'];
const MAX_MB = RANK_IMPORT_MAX_BYTES / 1024 / 1024;
const uploadCutOff = validationFailed({
  'zh-CN': '上传中断：已写入的批次保留，重新导入同一文件即可补全',
  'en-US': 'the upload was cut off: batches already written stay; import the same file again to complete it',
});

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
  streamCsvBodies(app);
  for (const [endpoint, commit] of [
    [importPreview, false],
    [importCommit, true],
  ] as const) {
    app.post(endpoint.path, { schema: schemaOf(endpoint, tags) }, async (request) => {
      if (!(request.body instanceof Readable))
        throw validationFailed({
          'zh-CN': '请将导出文件作为请求体发送（Content-Type: text/csv）',
          'en-US': 'send the export as the request body (Content-Type: text/csv)',
        });
      const { shopId } = request.query;
      const imported = await ranks
        .importCsv(request.auth.user, shopId, request.body, commit, languageOf(request))
        .catch((error: unknown) => {
          // The seller closed the page or lost the line mid-upload: nobody is left to answer, nothing broke.
          throw (error as { code?: string }).code === 'ECONNRESET' ? uploadCutOff : error;
        });
      return ok(imported);
    });
  }
};

/**
 * A CSV body reaches its route as the request stream, unread: an export of any size up to the limit is
 * parsed as it arrives. Its declared length is checked first, so an oversized file is refused unread.
 */
function streamCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', (request, payload, done) => {
    const length = Number(request.headers['content-length']);
    if (!Number.isSafeInteger(length))
      return done(
        validationFailed({
          'zh-CN': '上传文件需带 Content-Length',
          'en-US': 'an upload needs its Content-Length',
        }),
      );
    if (length > RANK_IMPORT_MAX_BYTES)
      return done(
        validationFailed({
          'zh-CN': `文件超过 ${MAX_MB} MB，请拆分后导入`,
          'en-US': `the file is over ${MAX_MB} MB: split it and import the parts`,
        }),
      );
    done(null, payload);
  });
}
