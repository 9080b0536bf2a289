import { HarvestApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { HarvestPreview } from './preview.ts';
import type { HarvestProofChartReader } from './proof-chart.ts';
import type { HarvestService } from './service.ts';
import type { HarvestSettingsStore } from './settings.ts';

const tags = ['harvest'];

export const harvestRoutes: FastifyPluginAsyncZod<{
  harvests: HarvestService;
  preview: HarvestPreview;
  proofChart: HarvestProofChartReader;
  settings: HarvestSettingsStore;
}> = async (app, { harvests, preview, proofChart, settings }) => {
  const { list, process, destinations, pending, saveSettings } = HarvestApi;
  app.post(list.path, { schema: schemaOf(list, tags) }, async (request) =>
    ok(await harvests.list(request.auth.user, request.body)),
  );
  app.post(process.path, { schema: schemaOf(process, tags) }, async (request) =>
    ok({ results: await harvests.process(request.auth.user, request.body) }),
  );
  app.post(destinations.path, { schema: schemaOf(destinations, tags) }, async (request) =>
    ok({ destinations: await harvests.destinations(request.auth.user, request.body) }),
  );
  app.post(pending.path, { schema: schemaOf(pending, tags) }, async (request) =>
    ok({ shops: await harvests.pending(request.auth.user) }),
  );
  app.post(HarvestApi.preview.path, { schema: schemaOf(HarvestApi.preview, tags) }, async (request) =>
    ok(await preview(request.auth.user, request.body)),
  );
  app.post(HarvestApi.proofChart.path, { schema: schemaOf(HarvestApi.proofChart, tags) }, async (request) =>
    ok(await proofChart(request.auth.user, request.body)),
  );
  app.post(HarvestApi.settings.path, { schema: schemaOf(HarvestApi.settings, tags) }, async (request) =>
    ok(await settings.read(request.auth.user, request.body.shopId)),
  );
  app.post(saveSettings.path, { schema: schemaOf(saveSettings, tags) }, async (request) =>
    ok(await settings.save(request.auth.user, request.body)),
  );
};
