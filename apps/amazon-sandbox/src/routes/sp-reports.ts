import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { hasMediaType, publicUrlOf, sendAdsError } from '../http.ts';
import { type SpReportJobs, SP_REPORT_TYPE } from '../reports/sp-reports.ts';
import type { AbaPeriod } from '../world/aba.ts';
import { addDays, dayNumber, todayIn, weekday } from '../world/calendar.ts';
import type { SandboxWorld } from '../world/world.ts';

/**
 * Selling Partner API Reports 2021-06-30: create, get, cancel a report and get its document, for the Brand
 * Analytics search-terms report. Calls carry the LWA access token of a Seller Central authorization in
 * `x-amz-access-token`; an Ads API token is refused.
 */

const createBody = z.object({
  reportType: z.string(),
  marketplaceIds: z.array(z.string()).min(1).max(25),
  // ISO 8601 date-times, as the model says (a bare date is refused).
  dataStartTime: z.iso.datetime({ offset: true }).optional(),
  dataEndTime: z.iso.datetime({ offset: true }).optional(),
  reportOptions: z.record(z.string(), z.string()).optional(),
});

const PERIODS: AbaPeriod[] = ['DAY', 'WEEK', 'MONTH', 'QUARTER'];

export function spReportRoutes(
  app: FastifyInstance,
  deps: { world: SandboxWorld; grants: LwaGrants; spReports: SpReportJobs; publicUrl: string | undefined },
): void {
  const { world, spReports } = deps;
  const sellerOf = (request: FastifyRequest, reply: FastifyReply) => {
    const sellerId = deps.grants.sellingPartnerOf(request.headers['x-amz-access-token']);
    if (!sellerId) sendAdsError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
    return sellerId;
  };

  app.post('/reports/2021-06-30/reports', async (request, reply) => {
    const sellerId = sellerOf(request, reply);
    if (!sellerId) return reply;
    if (!hasMediaType(request, 'application/json')) return sendAdsError(reply, 415, 'UnsupportedMediaType', 'Content-Type must be application/json');
    const parsed = createBody.safeParse(request.body);
    if (!parsed.success) return sendAdsError(reply, 400, 'InvalidInput', z.prettifyError(parsed.error));
    const problem = checkRequest(parsed.data, world, sellerId);
    if (typeof problem === 'string') return sendAdsError(reply, 400, 'InvalidInput', problem);
    const report = spReports.create({ sellerId, ...problem });
    return reply.code(202).send({ reportId: report.reportId });
  });

  app.get('/reports/2021-06-30/reports', async (request, reply) => {
    const sellerId = sellerOf(request, reply);
    if (!sellerId) return reply;
    const asked = reportsQuery(request.query as Record<string, string | undefined>, world.now());
    if (typeof asked === 'string') return sendAdsError(reply, 400, 'InvalidInput', asked);
    const matching = spReports.listOf(sellerId).map((report) => spReports.describe(report) as ListedReport).filter(asked.matches);
    const page = matching.slice(asked.offset, asked.offset + asked.pageSize);
    const more = asked.offset + asked.pageSize < matching.length;
    return { reports: page, ...(more ? { nextToken: asked.next(asked.offset + asked.pageSize) } : {}) };
  });

  app.get('/reports/2021-06-30/reports/:reportId', async (request, reply) => {
    const sellerId = sellerOf(request, reply);
    if (!sellerId) return reply;
    const report = spReports.find(sellerId, (request.params as { reportId: string }).reportId);
    if (!report) return sendAdsError(reply, 404, 'NotFound', 'The report was not found');
    return spReports.describe(report);
  });

  app.delete('/reports/2021-06-30/reports/:reportId', async (request, reply) => {
    const sellerId = sellerOf(request, reply);
    if (!sellerId) return reply;
    const report = spReports.find(sellerId, (request.params as { reportId: string }).reportId);
    if (!report) return sendAdsError(reply, 404, 'NotFound', 'The report was not found');
    if (!spReports.cancel(report)) return sendAdsError(reply, 400, 'InvalidInput', 'Only a report with processingStatus IN_QUEUE can be cancelled');
    return reply.code(200).send();
  });

  app.get('/reports/2021-06-30/documents/:reportDocumentId', async (request, reply) => {
    const sellerId = sellerOf(request, reply);
    if (!sellerId) return reply;
    const report = spReports.findByDocument(sellerId, (request.params as { reportDocumentId: string }).reportDocumentId);
    if (!report) return sendAdsError(reply, 404, 'NotFound', 'The report document was not found');
    return {
      reportDocumentId: report.reportDocumentId,
      url: spReports.documentUrl(report, publicUrlOf(request, deps.publicUrl)),
      // A FATAL report's error document is plain JSON.
      ...(spReports.status(report) === 'DONE' ? { compressionAlgorithm: 'GZIP' } : {}),
    };
  });

  // Stands for the pre-signed S3 URL: S3's XML errors, 403 once the five minutes are over.
  app.get('/sp-reports/documents/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { expires?: string; signature?: string };
    const document = spReports.openDocument(file.replace(/\.json\.gz$/, ''), query.expires ?? '', query.signature ?? '');
    if (document === 'expired') return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    if (document === 'denied') return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    const type = document.compressed ? 'application/octet-stream' : 'application/json';
    return reply.type(type).header('content-length', document.bytes).send(document.body);
  });
}

/** The report's marketplace and period, or what is wrong with the request. */
function checkRequest(body: z.infer<typeof createBody>, world: SandboxWorld, sellerId: string) {
  if (body.reportType !== SP_REPORT_TYPE) return `The sandbox serves only ${SP_REPORT_TYPE}, not ${body.reportType}`;
  if (body.marketplaceIds.length !== 1) return 'Brand Analytics reports take exactly one marketplaceId';
  const [marketplaceId] = body.marketplaceIds as [string];
  const shop = world.account(sellerId)?.shops.find((candidate) => candidate.marketplace.marketplaceStringId === marketplaceId);
  if (!shop) return `${marketplaceId} is not a marketplace of this selling partner`;
  const reportPeriod = body.reportOptions?.reportPeriod as AbaPeriod | undefined;
  if (!reportPeriod || !PERIODS.includes(reportPeriod)) return `reportOptions.reportPeriod must be one of ${PERIODS.join(', ')}`;
  if (!body.dataStartTime || !body.dataEndTime) return 'dataStartTime and dataEndTime are required for this report type';
  const start = body.dataStartTime.slice(0, 10);
  const end = body.dataEndTime.slice(0, 10);
  const periodProblem = checkPeriod(reportPeriod, start, end);
  if (periodProblem) return periodProblem;
  if (end >= todayIn(shop.marketplace.timezone, world.now())) return 'dataEndTime must be before today: the period has not ended yet';
  return { marketplaceId, reportPeriod, dataStartTime: body.dataStartTime, dataEndTime: body.dataEndTime };
}

/** Amazon's period rules: a WEEK runs Sunday to Saturday, a MONTH and a QUARTER are whole calendar ones. */
function checkPeriod(period: AbaPeriod, start: string, end: string): string | undefined {
  if (period === 'DAY') return start === end ? undefined : 'A DAY report starts and ends on the same day';
  if (period === 'WEEK') {
    return weekday(dayNumber(start)) === 0 && end === addDays(start, 6) ? undefined : 'A WEEK report runs from a Sunday to the following Saturday';
  }
  const months = period === 'MONTH' ? 1 : 3;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const firstOfNext = `${month + months > 12 ? year + 1 : year}-${String(((month + months - 1) % 12) + 1).padStart(2, '0')}-01`;
  const aligned = start.endsWith('-01') && (period === 'MONTH' || (month - 1) % 3 === 0);
  return aligned && end === addDays(firstOfNext, -1) ? undefined : `A ${period} report covers a whole calendar ${period.toLowerCase()}`;
}

type ListedReport = { reportType: string; processingStatus: string; marketplaceIds: string[]; createdTime: string };

interface ReportsQuery {
  pageSize: number;
  offset: number;
  /** The token of the page starting at `offset`, carrying these filters. */
  next(offset: number): string;
  matches(report: ListedReport): boolean;
}

const LIST_DAYS = 90;
const csv = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : undefined);

/**
 * getReports' filters as its model and documentation state them: `reportTypes` (up to 10) unless a
 * `nextToken` is given, which then carries every other filter; `pageSize` 1 to 100 (10); created since
 * (at most, and by default, 90 days ago) and until (now).
 */
function reportsQuery(query: Record<string, string | undefined>, now: Date): ReportsQuery | string {
  if (query.nextToken) {
    try {
      const { filters, offset } = JSON.parse(Buffer.from(query.nextToken, 'base64url').toString()) as { filters: Record<string, string | undefined>; offset: number };
      const asked = reportsQuery(filters, now);
      return typeof asked === 'string' ? asked : { ...asked, offset };
    } catch {
      return 'nextToken is not valid';
    }
  }
  const reportTypes = csv(query.reportTypes);
  if (!reportTypes) return 'reportTypes is required when no nextToken is given';
  if (reportTypes.length > 10) return 'reportTypes takes at most 10 values';
  const marketplaceIds = csv(query.marketplaceIds);
  if (marketplaceIds && marketplaceIds.length > 10) return 'marketplaceIds takes at most 10 values';
  const statuses = csv(query.processingStatuses);
  const pageSize = query.pageSize === undefined ? 10 : Number(query.pageSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return 'pageSize must be an integer from 1 to 100';
  const oldest = now.getTime() - LIST_DAYS * 86_400_000;
  const since = query.createdSince ? Date.parse(query.createdSince) : oldest;
  const until = query.createdUntil ? Date.parse(query.createdUntil) : now.getTime();
  if (Number.isNaN(since) || Number.isNaN(until)) return 'createdSince and createdUntil are ISO 8601 date-times';
  if (since < oldest) return `createdSince cannot be more than ${LIST_DAYS} days ago`;
  const filters = { ...query, nextToken: undefined };
  return {
    pageSize,
    offset: 0,
    next: (offset) => Buffer.from(JSON.stringify({ filters, offset })).toString('base64url'),
    matches: (report) => {
      const created = Date.parse(report.createdTime);
      const marketplaceMatches = !marketplaceIds || report.marketplaceIds.some((id) => marketplaceIds.includes(id));
      const statusMatches = !statuses || statuses.includes(report.processingStatus);
      return reportTypes.includes(report.reportType) && statusMatches && marketplaceMatches && created >= since && created <= until;
    },
  };
}
