import {
  Role,
  type NegationCandidate,
  type NegRuleBacktestRequest,
  type NegRuleBacktestResponse,
  type NegRuleDraft,
  type NegRulePreviewResponse,
  type NegRuleRunPreviewResponse,
  type NegRuleSaveRequest,
} from '@termwise/contracts';
import { assertAnyRole } from '../../../http/auth-guard.ts';
import { fieldInvalid, notFound } from '../../../http/errors.ts';
import { messages } from '../../../http/messages.ts';
import type { OperationLog } from '../../operation-log/index.ts';
import { evaluateRule, type Candidate } from '../engine/evaluate.ts';
import type { EngineRepo, RuleRow, ShopRow } from '../engine/repo.ts';
import { DEFAULT_MAX_AUTOMATIC_PER_RUN, loadShopFacts, planRun } from '../run.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { toRuleResponse, type RuleRepo } from './repo.ts';
import type { CurrencyService } from '../../currency/index.ts';
import { inShopCurrency, moneyWithoutCurrency, needsCurrency } from '../engine/money.ts';
import { widensAutomatic } from './trial.ts';
import { createBacktest } from './backtest.ts';

type MoneyRule = Parameters<typeof moneyWithoutCurrency>[0];
import { maySee, visibleShopIds, type SessionUser } from '../../../http/session-user.ts';

/** Rules are organisation configuration: admins change them, every member reads them (DESIGN 4). */
function assertMayChangeRules(user: SessionUser) {
  assertAnyRole(user, [Role.super, Role.admin]);
}

export function createRuleService(deps: {
  rules: RuleRepo;
  shops: ShopDirectory;
  engineRepo: EngineRepo;
  operationLog: OperationLog;
  currencies: Pick<CurrencyService, 'converter'>;
  now: () => Date;
  maxAutomaticPerRun?: number;
}) {
  const { rules, shops, engineRepo, operationLog, now } = deps;
  const maxAutomaticPerRun = deps.maxAutomaticPerRun ?? DEFAULT_MAX_AUTOMATIC_PER_RUN;
  const backtest = createBacktest(deps);

  /**
   * A member given some shops sees the rules that can act on one of them, their scope cut to what those
   * shops hold (shops, ASINs, campaigns, ad groups): the other shops do not exist for them.
   */
  async function visibleRules(user: SessionUser, rows: RuleRow[]): Promise<RuleRow[]> {
    const visible = visibleShopIds(user);
    if (visible === null) return rows;
    const known = await shops.scopeEntitiesOf(visible);
    return rows.flatMap((row) => {
      const { scope } = row;
      const cut = {
        shopIds: scope.shopIds.filter((id) => visible.includes(id)),
        asins: scope.asins.filter((asin) => known.asins.has(asin.toUpperCase())),
        campaignIds: scope.campaignIds.filter((id) => known.campaignIds.has(id)),
        adGroupIds: scope.adGroupIds.filter((id) => known.adGroupIds.has(id)),
      };
      const actsHere = (['shopIds', 'asins', 'campaignIds', 'adGroupIds'] as const).every(
        (part) => !scope[part].length || cut[part].length,
      );
      return actsHere ? [{ ...row, scope: cut }] : [];
    });
  }

  async function assertOwnShops(user: SessionUser, draft: NegRuleDraft) {
    const own = new Set((await shops.shopsOfOrganisation(user.organisationId)).map((row) => row.id));
    const unknown = draft.scope.shopIds.find((id) => !own.has(id));
    if (unknown) {
      throw fieldInvalid('scope.shopIds', messages.shop.unknown(unknown));
    }
  }

  /** Money over shops of several currencies must say its currency: ¥10 and $10 are not one threshold. */
  function assertMoneyHasCurrency(rule: MoneyRule, inScope: ShopRow[]) {
    const currencies = new Set(inScope.map((row) => row.currencyCode));
    const missing = moneyWithoutCurrency(rule, currencies);
    if (!missing) return;
    const listed = [...currencies].sort().join(', ');
    throw fieldInvalid(missing.field, messages.rule.amountNeedsCurrency(listed));
  }

  async function logChange(user: SessionUser, action: string, id: string, before: unknown, after: unknown) {
    await operationLog.record(user, {
      module: 'negation-rule',
      action,
      objectType: 'negation_rule',
      objectId: id,
      before,
      after,
      result: 'success',
    });
  }

  return {
    async list(user: SessionUser, enabled?: boolean) {
      const found = await visibleRules(user, await rules.list(user, enabled));
      const organisations = [...new Set(found.map((row) => row.organisationId))];
      const shopsOf = new Map(
        await Promise.all(
          // Judged over the shops the user sees: another shop's currency is not theirs to learn.
          organisations.map(async (id) => {
            const seen = (await shops.shopsOfOrganisation(id)).filter((row) => maySee(user, id, row.id));
            return [id, seen] as const;
          }),
        ),
      );
      const rows = found.map((row) => ({
        ...toRuleResponse(row),
        needsCurrency: needsCurrency(row, shopsOf.get(row.organisationId)!),
      }));
      return { rows, total: rows.length };
    },

    /**
     * What "run rules now" would do on the shop, from the same plan the run makes: the seller sees how many
     * terms go to Amazon at once before starting it.
     */
    async runPreview(user: SessionUser, shopId: string): Promise<NegRuleRunPreviewResponse> {
      assertMayChangeRules(user);
      const target = await shops.visibleShop(user, shopId);
      const [toRun, organisationShops, enabled] = await Promise.all([
        engineRepo.rulesToRunOn(target),
        shops.shopsOfOrganisation(target.organisationId),
        rules.list(user, true),
      ]);
      const planned = await planRun(
        toRun,
        await loadShopFacts(engineRepo, target, now()),
        maxAutomaticPerRun,
      );
      const perRule = planned.perRule.map(({ rule, candidates }) => ({
        id: rule.id,
        name: rule.name,
        automatic: candidates.filter((candidate) => candidate.flag === 1).length,
        forReview: candidates.filter((candidate) => candidate.flag === 2).length,
      }));
      const inScope = (row: { scope: { shopIds: string[] } }) =>
        !row.scope.shopIds.length || row.scope.shopIds.includes(target.id);
      return {
        automatic: perRule.reduce((sum, rule) => sum + rule.automatic, 0),
        forReview: perRule.reduce((sum, rule) => sum + rule.forReview, 0),
        rules: perRule,
        heldBack: planned.heldBackOverMaximum ? 'runMaximum' : null,
        needsCurrency: enabled
          .filter((row) => row.organisationId === target.organisationId)
          .filter((row) => inScope(row) && needsCurrency(row, organisationShops))
          .map((row) => ({ id: row.id, name: row.name })),
      };
    },

    async save(user: SessionUser, { id, ...draft }: NegRuleSaveRequest) {
      assertMayChangeRules(user);
      await assertOwnShops(user, draft);
      const organisationShops = await shops.shopsOfOrganisation(user.organisationId);
      assertMoneyHasCurrency(
        draft,
        organisationShops.filter(
          (row) => !draft.scope.shopIds.length || draft.scope.shopIds.includes(row.id),
        ),
      );
      if (!id) {
        const created = toRuleResponse(await rules.insert(user.organisationId, draft, user.userName));
        await logChange(user, 'create', created.id, null, created);
        return created;
      }
      const existing = await rules.find(user, id);
      if (!existing) throw notFound(messages.rule.notFound);
      const trialRun = existing.trialRun || widensAutomatic(existing, draft);
      const updated = toRuleResponse(await rules.update(id, { ...draft, trialRun }, user.userName));
      await logChange(user, 'update', id, toRuleResponse(existing), updated);
      return updated;
    },

    async remove(user: SessionUser, id: string) {
      assertMayChangeRules(user);
      const existing = await rules.find(user, id);
      if (!existing) throw notFound(messages.rule.notFound);
      await rules.remove(id);
      await logChange(user, 'delete', id, toRuleResponse(existing), null);
      return { id };
    },

    /** The rule replayed over the last days on each shop of its scope (see engine/backtest.ts). */
    async backtest(user: SessionUser, request: NegRuleBacktestRequest): Promise<NegRuleBacktestResponse> {
      const { rule, inScope } = await ruleInScope(user, request);
      if (rule.action === 'harvest') throw fieldInvalid('action', messages.rule.harvestPreviewedElsewhere);
      assertMoneyHasCurrency(rule, inScope);
      return backtest(rule, inScope, request, rule.organisationId);
    },

    /** A harvest rule as it would run now on each shop of its scope the user sees (its dry run). */
    async harvestRuleOnShops(user: SessionUser, request: { id?: string; rule?: NegRuleDraft }) {
      const { saved, rule, inScope } = await ruleInScope(user, request);
      if (rule.action !== 'harvest') throw fieldInvalid('action', messages.rule.notAHarvestRule);
      assertMoneyHasCurrency(rule, inScope);
      const convert = await deps.currencies.converter(rule.organisationId);
      const onShops = [];
      for (const target of inScope) {
        const trialled =
          saved && (await engineRepo.rulesToRunOn(target, 'harvest')).find((one) => one.id === saved.id);
        const onShop = inShopCurrency(
          { ...rule, id: saved?.id ?? '', trialRun: trialled ? trialled.trialRun : true },
          target.currencyCode,
          convert,
        );
        if (onShop) onShops.push({ target, rule: onShop });
      }
      return onShops;
    },

    /** A dry run over the shops in the rule's scope: exactly what a run would propose now, and why. */
    async preview(
      user: SessionUser,
      request: { id?: string; rule?: NegRuleDraft },
    ): Promise<NegRulePreviewResponse> {
      const { saved, rule, inScope } = await ruleInScope(user, request);
      if (rule.action === 'harvest') throw fieldInvalid('action', messages.rule.harvestPreviewedElsewhere);
      const result: NegRulePreviewResponse = {
        rows: [],
        total: 0,
        skipped: { protected: 0, alreadyNegated: 0 },
        heldBack: null,
      };
      assertMoneyHasCurrency(rule, inScope);
      const convert = await deps.currencies.converter(rule.organisationId);
      for (const target of inScope) {
        const trialled = saved && (await engineRepo.rulesToRunOn(target)).find((one) => one.id === saved.id);
        const onShop = inShopCurrency(
          trialled ? { ...rule, trialRun: trialled.trialRun } : rule,
          target.currencyCode,
          convert,
        );
        if (!onShop) continue;
        const facts = await loadShopFacts(engineRepo, target, now());
        const { candidates, skipped } = await evaluateRule(onShop, facts);
        const automatic = candidates.filter((candidate) => candidate.flag === 1);
        if (automatic.length > maxAutomaticPerRun) {
          automatic.forEach((candidate) => {
            candidate.flag = 2;
            candidate.caution.heldBack = 'runMaximum';
          });
        }
        result.heldBack ??=
          candidates.find((candidate) => candidate.caution.heldBack)?.caution.heldBack ?? null;
        result.rows.push(...(await describe(target, candidates)));
        result.skipped.protected += skipped.protected;
        result.skipped.alreadyNegated += skipped.alreadyNegated;
      }
      result.total = result.rows.length;
      return result;
    },
  };

  /**
   * A saved rule (as the user may see it) or a draft (a new rule of the user's organisation, whose first run
   * is a trial), and the shops of its scope the user sees.
   */
  async function ruleInScope(user: SessionUser, request: { id?: string; rule?: NegRuleDraft }) {
    const found = request.id ? await rules.find(user, request.id) : undefined;
    const [saved] = found ? await visibleRules(user, [found]) : [];
    if (request.id && !saved) throw notFound(messages.rule.notFound);
    const rule = saved ?? { ...request.rule!, trialRun: true, organisationId: user.organisationId };
    const inScope = (await shops.shopsOfOrganisation(rule.organisationId)).filter(
      (row) =>
        (!rule.scope.shopIds.length || rule.scope.shopIds.includes(row.id)) &&
        maySee(user, row.organisationId, row.id),
    );
    return { saved, rule, inScope };
  }

  async function describe(target: ShopRow, candidates: Candidate[]): Promise<NegationCandidate[]> {
    const names = await shops.names([target.id]);
    return candidates.map((candidate) => ({
      shopId: target.id,
      shopName: target.name,
      asin: candidate.asin,
      searchTerm: candidate.searchTerm,
      campaignId: candidate.place.campaignId,
      campaignName: names.campaign(target.id, candidate.place.campaignId),
      adGroupId: candidate.place.adGroupId,
      adGroupName: names.adGroup(target.id, candidate.place.adGroupId),
      level: candidate.place.level,
      matchType: candidate.matchType,
      uniqueSign: candidate.uniqueSign,
      metrics: candidate.metrics,
      reason: candidate.reason,
      recommendation: candidate.recommendation,
      caution: candidate.caution,
      flag: candidate.flag,
    }));
  }
}

export type RuleService = ReturnType<typeof createRuleService>;
