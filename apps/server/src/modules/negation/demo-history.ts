import { addDays, shopToday } from '../../shop-calendar.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';
import type { NegationApplier } from './apply.ts';
import type { EngineRepo, NegationRow } from './engine/repo.ts';
import { loadShopFacts, planRun } from './run.ts';
import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind.ts';

export const demoHistoryJob = jobKind(
  'negation.demoHistory',
  z.object({ shopId: z.string(), organisationId: z.string() }),
);
export const demoHistoryKey = (shopId: string) => `${demoHistoryJob.name}:${shopId}`;

/** The past days the demo's automatic rules are run on, as if they had run then: the proof needs days after. */
export const DEMO_HISTORY_DAYS_AGO = [60, 45, 30, 14];
/** Negations per rule and past day: enough for the date filter and the proof, few enough to read. */
const PER_RULE_AND_DAY = 4;

/** What the demo history needs from the simulated Amazon and the shop module (wired only in demo mode). */
export interface DemoHistoryPort {
  /** The demo's own seller account: the only one whose shops get a history made up. */
  isDemoShop(shop: ShopRow): Promise<boolean>;
  /** Has the sandbox treat these negatives as created on `date` (the shop's calendar); answers the ids moved. */
  backdate(shop: ShopRow, amazonIds: string[], date: string): Promise<string[]>;
  /** Pulls the shop's reports again from `from` on, so the stored days show the negations' effect. */
  restate(shopId: string, from: string): Promise<void>;
}

/** Midday UTC falls on the same calendar day in every shop zone Amazon has. */
const middayOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Seeds a demo shop's negation history on its first sync: the automatic rules run as of past days over
 * the history stored then, their negations go to Amazon and are dated back there to those days, and the
 * shop's reports are pulled again from the oldest one, so clicks stop after real negation dates. Safe to
 * repeat after a crash: proposing happens once, and each later step picks up the rows not done yet.
 */
export function createDemoHistory(deps: {
  repo: EngineRepo;
  shops: ShopDirectory;
  applier: NegationApplier;
  port: DemoHistoryPort;
  now: () => Date;
}) {
  const { repo, applier, port, now } = deps;

  async function proposeAsOfPastDays(target: ShopRow, today: string) {
    // The made-up past stands in for the rules' earlier runs here: their trial on this shop is behind them.
    const rules = (await repo.enabledRulesFor(target)).filter((rule) => rule.flag === 1 && !rule.trialRun);
    for (const daysAgo of DEMO_HISTORY_DAYS_AGO) {
      const day = addDays(today, -daysAgo);
      const facts = await loadShopFacts(repo, target, middayOf(day));
      const { perRule } = await planRun(rules, facts, Infinity);
      for (const { rule, candidates } of perRule) {
        const automatic = candidates.filter((candidate) => candidate.flag === 1).slice(0, PER_RULE_AND_DAY);
        await repo.insertNegations(target, rule, automatic, middayOf(day));
      }
    }
    await repo.markTrialled(
      rules.map((rule) => rule.id),
      target,
      now(),
    );
  }

  /** Applied rows whose negation date is after the day they were proposed on: not yet dated back. */
  function notYetBackdated(target: ShopRow, rows: NegationRow[]) {
    return rows.filter(
      (row) => row.amazonId && row.negatedOn && shopToday(target.timezone, row.createdAt) < row.negatedOn,
    );
  }

  return {
    /**
     * On a shop's sync: true for a shop of the demo's own seller account while it has no negation at all,
     * i.e. on its first sync. An account a person connects by hand gets no made-up history.
     */
    async wanted(shopId: string) {
      const target = await deps.shops.shop(shopId);
      if (!target || (await repo.hasNegations(shopId))) return false;
      return port.isDemoShop(target);
    },

    async seed(shopId: string) {
      const target = await deps.shops.shop(shopId);
      if (!target) return;
      const today = shopToday(target.timezone, now());
      if (!(await repo.hasNegationsBefore(shopId, middayOf(addDays(today, -1))))) {
        await proposeAsOfPastDays(target, today);
      }
      const past = await repo.pastAutomaticPending(shopId, middayOf(addDays(today, -1)));
      const claimed = await applier.claim(
        past.map((row) => row.id),
        ['pending'],
        null,
      );
      await applier.apply(target, claimed);
      const applied = notYetBackdated(target, await repo.appliedNegations(shopId));
      const byDay = new Map<string, NegationRow[]>();
      for (const row of applied) {
        const day = shopToday(target.timezone, row.createdAt);
        byDay.set(day, [...(byDay.get(day) ?? []), row]);
      }
      for (const [day, rows] of byDay) {
        const moved = new Set(
          await port.backdate(
            target,
            rows.map((row) => row.amazonId!),
            day,
          ),
        );
        const done = rows.filter((row) => moved.has(row.amazonId!));
        await repo.dateNegationsBack(
          done.map((row) => row.id),
          day,
          middayOf(day),
        );
      }
      const oldest = [...byDay.keys()].sort()[0];
      if (oldest) await port.restate(shopId, oldest);
      return { backdated: applied.length, from: oldest ?? null };
    },
  };
}

export type DemoHistory = ReturnType<typeof createDemoHistory>;
