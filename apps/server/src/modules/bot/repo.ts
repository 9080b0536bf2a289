import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportBot, reportDelivery } from '../../db/schema/bot.ts';

export type BotRow = typeof reportBot.$inferSelect;
export type NewBot = typeof reportBot.$inferInsert;
export type DeliveryRecord = typeof reportDelivery.$inferSelect;
/** A delivery is stored beside its bot, under the bot's organisation. */
type BotKey = Pick<BotRow, 'id' | 'organisationId'>;

/** Bots and their deliveries. */
export function createBotRepo(db: Database) {
  return {
    async botsOf(organisationId: string): Promise<BotRow[]> {
      return db
        .select()
        .from(reportBot)
        .where(eq(reportBot.organisationId, organisationId))
        .orderBy(reportBot.createdAt);
    },

    async bot(id: string): Promise<BotRow | undefined> {
      return (await db.select().from(reportBot).where(eq(reportBot.id, id)))[0];
    },

    async enabledBots(): Promise<BotRow[]> {
      return db.select().from(reportBot).where(eq(reportBot.enabled, true));
    },

    async insert(values: NewBot): Promise<BotRow> {
      return (await db.insert(reportBot).values(values).returning())[0]!;
    },

    async update(id: string, values: Partial<NewBot>): Promise<BotRow> {
      return (
        await db
          .update(reportBot)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(reportBot.id, id))
          .returning()
      )[0]!;
    },

    async remove(id: string) {
      await db.delete(reportBot).where(eq(reportBot.id, id));
    },

    /**
     * Claims a bot's daily delivery for a date: exactly one caller, on any server instance, gets the row;
     * the others (and every later check that day) get nothing.
     */
    async claimDaily(bot: BotKey, reportDate: string): Promise<DeliveryRecord | undefined> {
      const [row] = await db
        .insert(reportDelivery)
        .values({
          organisationId: bot.organisationId,
          botId: bot.id,
          kind: 'daily',
          reportDate,
          status: 'sending',
        })
        .onConflictDoNothing({
          target: [reportDelivery.organisationId, reportDelivery.botId, reportDelivery.reportDate],
          where: sql`kind = 'daily'`,
        })
        .returning();
      return row;
    },

    async startTest(bot: BotKey, reportDate: string): Promise<DeliveryRecord> {
      return (
        await db
          .insert(reportDelivery)
          .values({
            organisationId: bot.organisationId,
            botId: bot.id,
            kind: 'test',
            reportDate,
            status: 'sending',
          })
          .returning()
      )[0]!;
    },

    async countAttempt(id: string, attempts: number) {
      await db.update(reportDelivery).set({ attempts }).where(eq(reportDelivery.id, id));
    },

    async finish(
      id: string,
      values: Pick<
        DeliveryRecord,
        'status' | 'attempts' | 'httpStatus' | 'platformCode' | 'failureReason' | 'error'
      >,
    ): Promise<DeliveryRecord> {
      return (
        await db
          .update(reportDelivery)
          .set({ ...values, finishedAt: new Date() })
          .where(eq(reportDelivery.id, id))
          .returning()
      )[0]!;
    },

    /**
     * Deliveries left `sending` by a server that stopped mid-send. The platform may have accepted the
     * message, so they are closed as failed rather than sent a second time.
     */
    async closeInterrupted(olderThan: Date, reason: string) {
      await db
        .update(reportDelivery)
        .set({ status: 'failed', failureReason: 'interrupted', error: reason, finishedAt: new Date() })
        .where(and(eq(reportDelivery.status, 'sending'), lt(reportDelivery.createdAt, olderThan)));
    },

    async deliveries(botId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reportDelivery)
          .where(eq(reportDelivery.botId, botId))
          .orderBy(desc(reportDelivery.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(reportDelivery).where(eq(reportDelivery.botId, botId)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async lastDeliveries(botIds: string[]): Promise<Map<string, DeliveryRecord>> {
      if (!botIds.length) return new Map();
      const rows = await db
        .selectDistinctOn([reportDelivery.botId])
        .from(reportDelivery)
        .where(inArray(reportDelivery.botId, botIds))
        .orderBy(reportDelivery.botId, desc(reportDelivery.createdAt));
      return new Map(rows.map((row) => [row.botId, row]));
    },
  };
}

export type BotRepo = ReturnType<typeof createBotRepo>;
