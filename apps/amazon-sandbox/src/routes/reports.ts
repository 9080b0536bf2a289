import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { hasMediaType, publicUrlOf, sendAdsError } from '../http.ts';
import type { ReportDefinition, ReportJobs } from '../reports/jobs.ts';
import { MAX_REPORT_DAYS, REPORT_TYPES, RETENTION_DAYS, type ReportTypeId } from '../reports/report-types.ts';
import { addDays, dayNumber, isIsoDate } from '../world/calendar.ts';
import type { SandboxWorld } from '../world/world.ts';
import { authorizeShop } from './ads-auth.ts';

/**
 * Reports v3: POST /reporting/reports, GET and DELETE /reporting/reports/{reportId}, and the download the report's
 * `url` points to (on Amazon a pre-signed S3 link, so it needs no headers here either).
 */

const MEDIA_TYPE = 'application/vnd.createasyncreportrequest.v3+json';
/** The reporting model answers create and status in their own vendor media types. */
const CREATED_MEDIA_TYPE = 'application/vnd.createasyncreportresponse.v3+json';
const STATUS_MEDIA_TYPE = 'application/vnd.getasyncreportresponse.v3+json';
const DELETED_MEDIA_TYPE = 'application/vnd.deleteasyncreportresponse.v3+json';

const createBody = z.object({
  name: z.string().optional(),
  startDate: z.string().refine(isIsoDate, 'startDate must be YYYY-MM-DD'),
  endDate: z.string().refine(isIsoDate, 'endDate must be YYYY-MM-DD'),
  configuration: z.object({
    adProduct: z.literal('SPONSORED_PRODUCTS'),
    groupBy: z.array(z.string()).min(1),
    columns: z.array(z.string()).min(1),
    reportTypeId: z.enum(Object.keys(REPORT_TYPES) as [ReportTypeId, ...ReportTypeId[]]),
    timeUnit: z.literal('DAILY'),
    format: z.literal('GZIP_JSON'),
    filters: z.array(z.object({ field: z.string(), values: z.array(z.string()) })).nullish(),
  }),
});

export function reportRoutes(
  app: FastifyInstance,
  deps: { world: SandboxWorld; grants: LwaGrants; reports: ReportJobs; publicUrl: string | undefined },
): void {
  const { world, reports } = deps;

  app.post('/reporting/reports', async (request, reply) => {
    const shop = authorizeShop(request, reply, deps);
    if (!shop) return reply;
    if (!hasMediaType(request, MEDIA_TYPE)) {
      // The reporting model documents no 415 (Sponsored Products' does): a wrong media type is a bad request here.
      return sendAdsError(reply, 400, 'INVALID_ARGUMENT', `Content-Type must be ${MEDIA_TYPE}`);
    }
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', z.prettifyError(parsed.error));
    const body = parsed.data;
    const type = REPORT_TYPES[body.configuration.reportTypeId];

    const problem = checkReportRequest(body, type, shop.today(world.now()));
    if (problem) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', problem);

    const filters = body.configuration.filters ?? [];
    const definition: ReportDefinition = {
      name: body.name ?? null,
      startDate: body.startDate,
      endDate: body.endDate,
      configuration: { ...body.configuration, filters: filters.length > 0 ? filters : null },
    };
    const result = reports.create(shop, definition, {
      reportTypeId: body.configuration.reportTypeId,
      startDate: body.startDate,
      endDate: body.endDate,
      columns: body.configuration.columns,
      keywordTypes: filters.find((filter) => filter.field === 'keywordType')?.values ?? [],
    });
    if ('duplicateOf' in result) {
      return reply.code(425).send({ code: '425', detail: `The Request is a duplicate of : ${result.duplicateOf}` });
    }
    return reply.type(CREATED_MEDIA_TYPE).send(reports.describe(result.report, publicUrlOf(request, deps.publicUrl)));
  });

  app.get('/reporting/reports/:reportId', async (request, reply) => {
    const shop = authorizeShop(request, reply, deps);
    if (!shop) return reply;
    const { reportId } = request.params as { reportId: string };
    const report = reports.find(shop.profileId, reportId);
    if (!report) return sendAdsError(reply, 404, 'NOT_FOUND', `Report ${reportId} not found`);
    return reply.type(STATUS_MEDIA_TYPE).send(reports.describe(report, publicUrlOf(request, deps.publicUrl)));
  });

  app.delete('/reporting/reports/:reportId', async (request, reply) => {
    const shop = authorizeShop(request, reply, deps);
    if (!shop) return reply;
    const { reportId } = request.params as { reportId: string };
    const report = reports.find(shop.profileId, reportId);
    if (!report) return sendAdsError(reply, 404, 'NOT_FOUND', `Report ${reportId} not found`);
    if (!reports.delete(report)) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', 'Only a PENDING report can be deleted');
    return reply.type(DELETED_MEDIA_TYPE).send({ code: '200', detail: 'Report deleted', reportId });
  });

  app.get('/reporting/downloads/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const stream = reports.open(file.replace(/\.json\.gz$/, ''));
    if (!stream) return reply.code(404).type('application/xml').send('<Error><Code>NoSuchKey</Code></Error>');
    return reply.type('application/octet-stream').send(stream);
  });
}

function checkReportRequest(
  body: z.infer<typeof createBody>,
  type: (typeof REPORT_TYPES)[ReportTypeId],
  today: string,
): string | undefined {
  const { configuration } = body;
  if (configuration.groupBy.length !== 1 || configuration.groupBy[0] !== type.groupBy) {
    return `groupBy for ${configuration.reportTypeId} must be ["${type.groupBy}"]`;
  }
  const unknownColumns = configuration.columns.filter((column) => !type.columns.includes(column));
  if (unknownColumns.length > 0) return `Unsupported columns for ${configuration.reportTypeId}: ${unknownColumns.join(', ')}`;
  const unknownFilters = (configuration.filters ?? []).filter((filter) => !type.filters.includes(filter.field));
  if (unknownFilters.length > 0) return `Unsupported filters: ${unknownFilters.map((filter) => filter.field).join(', ')}`;
  if (body.endDate < body.startDate) return 'endDate must not be before startDate';
  if (body.endDate > today) return `endDate must not be after today (${today})`;
  const oldest = addDays(today, -RETENTION_DAYS);
  if (body.startDate < oldest) return `startDate must be within the last ${RETENTION_DAYS} days (on or after ${oldest})`;
  if (dayNumber(body.endDate) - dayNumber(body.startDate) + 1 > MAX_REPORT_DAYS) {
    return `The date range must not exceed ${MAX_REPORT_DAYS} days`;
  }
  return undefined;
}
