import { ABA_UPLOAD_MAX_BYTES, AbaApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvUpload, isUploadCutOff, streamCsvBodies } from '../../http/csv-upload.ts';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { validationFailed } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import type { BrandAnalyticsService } from './service.ts';

const TAGS = ['brand-analytics'];
const uploadCutOff = validationFailed(messages.brandAnalytics.uploadCutOff);

export const brandAnalyticsRoutes: FastifyPluginAsyncZod<{ service: BrandAnalyticsService }> = async (
  app,
  { service },
) => {
  app.post(AbaApi.marketplaces.path, { schema: schemaOf(AbaApi.marketplaces, TAGS) }, async (request) =>
    ok(await service.marketplaces(request.auth.user)),
  );
  app.post(AbaApi.import.path, { schema: schemaOf(AbaApi.import, TAGS) }, async (request) =>
    ok(await service.import(request.auth.user, request.body)),
  );
  streamCsvBodies(app, ABA_UPLOAD_MAX_BYTES);
  app.post(AbaApi.upload.path, { schema: schemaOf(AbaApi.upload, TAGS) }, async (request) => {
    const uploaded = service.upload(request.auth.user, request.query, csvUpload(request.body));
    return ok(
      await uploaded.catch((error: unknown) => {
        throw isUploadCutOff(error) ? uploadCutOff : error;
      }),
    );
  });
  app.post(AbaApi.backfill.path, { schema: schemaOf(AbaApi.backfill, TAGS) }, async (request) =>
    ok(await service.backfill(request.auth.user, request.body)),
  );
  app.post(AbaApi.imports.path, { schema: schemaOf(AbaApi.imports, TAGS) }, async (request) =>
    ok(await service.imports(request.auth.user, request.body.marketplaceId)),
  );
  app.post(AbaApi.searchTerms.path, { schema: schemaOf(AbaApi.searchTerms, TAGS) }, async (request) =>
    ok(await service.searchTerms(request.auth.user, request.body)),
  );
  app.post(AbaApi.termHistory.path, { schema: schemaOf(AbaApi.termHistory, TAGS) }, async (request) =>
    ok(await service.termHistory(request.auth.user, request.body)),
  );
  app.post(AbaApi.radar.path, { schema: schemaOf(AbaApi.radar, TAGS) }, async (request) =>
    ok(await service.radar(request.auth.user, request.body)),
  );
  app.post(AbaApi.export.path, { schema: schemaOf(AbaApi.export, TAGS) }, async (request) =>
    ok(await service.exportTerms(request.auth.user, request.body)),
  );
  app.post(AbaApi.termRankings.path, { schema: schemaOf(AbaApi.termRankings, TAGS) }, async (request) =>
    ok(await service.termRankings(request.auth.user, request.body)),
  );
};
