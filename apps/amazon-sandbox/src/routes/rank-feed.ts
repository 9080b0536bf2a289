import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dayNumber, isIsoDate } from '../world/calendar.ts';
import { keywordRanks } from '../world/ranks.ts';
import type { SandboxWorld } from '../world/world.ts';

/** Days one request may span, as rank trackers limit their history exports. */
const MAX_DAYS = 400;
const MAX_KEYWORDS = 200;

const query = z.object({
  profileId: z.string().regex(/^\d+$/),
  asin: z.string().regex(/^[A-Z0-9]{10}$/i),
  keyword: z.union([z.string().min(1), z.array(z.string().min(1)).max(MAX_KEYWORDS)]),
  startDate: z.string().refine(isIsoDate),
  endDate: z.string().refine(isIsoDate),
});

/**
 * GET /rank-feed/v1/ranks: a rank tracker's daily organic and sponsored positions of one product for some
 * keywords (Amazon has no such API; sellers buy it from Helium 10 or SellerSprite). Days up to yesterday.
 */
export function rankFeedRoutes(app: FastifyInstance, deps: { world: SandboxWorld }): void {
  app.get('/rank-feed/v1/ranks', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ code: 'BAD_REQUEST', details: parsed.error.issues[0]?.message });
    const { profileId, asin, startDate, endDate } = parsed.data;
    const shop = deps.world.shop(profileId);
    if (!shop) return reply.code(404).send({ code: 'NOT_FOUND', details: `No profile ${profileId}` });
    const from = dayNumber(startDate);
    const today = shop.dayOf(deps.world.now());
    const to = Math.min(dayNumber(endDate), today - 1);
    if (to - from > MAX_DAYS) return reply.code(400).send({ code: 'BAD_REQUEST', details: `At most ${MAX_DAYS} days` });
    const keywords = [parsed.data.keyword].flat();
    return { ranks: keywords.flatMap((keyword) =>
        keywordRanks(shop, { asin: asin.toUpperCase(), keyword, fromDay: from, toDay: to, today }),
      ), };
  });
}
