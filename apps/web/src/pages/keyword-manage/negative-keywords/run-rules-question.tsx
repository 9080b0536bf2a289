import type { NegRuleRunPreviewResponse } from '@termwise/contracts';
import { Alert, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ruleDisplayName } from '@/features/negation';

/** What "run rules now" will do on the shop, from the server's plan of that run, asked before it starts. */
export function runRulesQuestion(preview: NegRuleRunPreviewResponse, t: TFunction) {
  const acting = preview.rules.filter((rule) => rule.automatic + rule.forReview > 0);
  const names = preview.needsCurrency.map((rule) => ruleDisplayName(rule.name, t)).join(', ');
  return {
    title: t('negation.page.runAsk.title'),
    okText: t('negation.page.runAsk.ok'),
    content: (
      <div className="tw-run-ask">
        {acting.length ? (
          <>
            <Typography.Paragraph strong>
              {t('negation.page.runAsk.negate', { count: preview.automatic })}
              <br />
              {t('negation.page.runAsk.review', { count: preview.forReview })}
            </Typography.Paragraph>
            <ul>
              {acting.map((rule) => (
                <li key={rule.id}>
                  {t('negation.page.runAsk.perRule', { ...rule, name: ruleDisplayName(rule.name, t) })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Typography.Paragraph>{t('negation.page.runAsk.nothing')}</Typography.Paragraph>
        )}
        {preview.heldBack && (
          <Alert type="warning" showIcon title={t(`negation.rules.previewHeld.${preview.heldBack}`)} />
        )}
        {names && <Alert type="error" showIcon title={t('negation.page.runAsk.needsCurrency', { names })} />}
      </div>
    ),
  };
}
