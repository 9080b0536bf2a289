import type { NegRuleDraft } from '@termwise/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negationRule, negationRuleTrial } from '../../../db/schema/negation.ts';
import type { RuleRow } from '../engine/repo.ts';
import { inVisibleOrganisation, type SessionUser } from '../../../http/session-user.ts';

export function createRuleRepo(db: Database) {
  return {
    async list(user: SessionUser, enabled?: boolean): Promise<RuleRow[]> {
      return db
        .select()
        .from(negationRule)
        .where(
          and(
            inVisibleOrganisation(negationRule.organisationId, user),
            enabled === undefined ? undefined : eq(negationRule.enabled, enabled),
          ),
        )
        .orderBy(desc(negationRule.createdAt));
    },

    async find(user: SessionUser, id: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(negationRule)
        .where(and(eq(negationRule.id, id), inVisibleOrganisation(negationRule.organisationId, user)));
      return row;
    },

    async insert(organisationId: string, draft: NegRuleDraft, changedByName: string): Promise<RuleRow> {
      const [row] = await db
        .insert(negationRule)
        .values({ ...draft, organisationId, changedByName })
        .returning();
      return row!;
    },

    /** A widened rule (`trialRun`) has its trial anew on every shop. */
    async update(
      id: string,
      draft: NegRuleDraft & { trialRun: boolean },
      changedByName: string,
    ): Promise<RuleRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(negationRule)
          .set({ ...draft, changedByName, updatedAt: new Date() })
          .where(eq(negationRule.id, id))
          .returning();
        if (draft.trialRun) await tx.delete(negationRuleTrial).where(eq(negationRuleTrial.ruleId, id));
        return row!;
      });
    },

    async remove(id: string) {
      await db.delete(negationRule).where(eq(negationRule.id, id));
    },

    /** Stamps every enabled rule whose schedule is due at `now` as run then, and answers them. */
    async stampDue(now: Date): Promise<RuleRow[]> {
      return db
        .update(negationRule)
        .set({ lastRunAt: now })
        .where(
          and(
            eq(negationRule.enabled, true),
            // Harvest rules run after each sync of a shop (the harvest scan), not on a schedule.
            eq(negationRule.action, 'negate'),
            gt(negationRule.scheduleHours, 0),
            sql`(${negationRule.lastRunAt} is null or ${negationRule.lastRunAt} + make_interval(hours => ${negationRule.scheduleHours}) <= ${now.toISOString()})`,
          ),
        )
        .returning();
    },
  };
}

export type RuleRepo = ReturnType<typeof createRuleRepo>;

export function toRuleResponse(row: RuleRow) {
  return {
    id: row.id,
    name: row.name,
    action: row.action,
    enabled: row.enabled,
    scope: row.scope,
    conditions: row.conditions,
    lookbackDays: row.lookbackDays,
    skipRecentDays: row.skipRecentDays,
    attributionDays: row.attributionDays === 1 ? (1 as const) : (7 as const),
    cpcTarget: row.cpcTarget,
    cpcTargetCurrency: row.cpcTargetCurrency,
    acosTarget: row.acosTarget,
    flag: row.flag === 1 ? (1 as const) : (2 as const),
    matchType: row.matchType,
    level: row.level,
    protectedTerms: row.protectedTerms,
    coreTerms: row.coreTerms,
    coreTermFactor: row.coreTermFactor,
    priorClicks: row.priorClicks,
    trialRun: row.trialRun,
    scheduleHours: row.scheduleHours,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
