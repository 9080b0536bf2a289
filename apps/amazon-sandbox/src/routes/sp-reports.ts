import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type LwaGrants, SELLING_PARTNER_SCOPE } from '../auth/lwa-grants.ts';
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
    const token = request.headers['x-amz-access-token'];
    const check = typeof token === 'string' ? deps.grants.checkAccessToken(token) : undefined;
    if (!check || 'problem' in check || check.grant.scope !== SELLING_PARTNER_SCOPE) {
      sendAdsError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
      return undefined;
    }
    return check.grant.sellerId;
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
      compressionAlgorithm: 'GZIP',
    };
  });

  // Stands for the pre-signed S3 URL: S3's XML errors, 403 once the five minutes are over.
  app.get('/sp-reports/documents/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const query = request.query as { expires?: string; signature?: string };
    const document = spReports.openDocument(file.replace(/\.json\.gz$/, ''), query.expires ?? '', query.signature ?? '');
    if (document === 'expired') return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    if (document === 'denied') return reply.code(403).type('application/xml').send('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    return reply.type('application/octet-stream').header('content-length', document.bytes).send(document.body);
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
