import type { NegationConfidence } from '@termwise/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';

/**
 * The numbers behind a reachProbability condition, beside the term: "0.9 % chance to reach 30 % ACOS:
 * 60 clicks, 2 orders; product converts 9.5 %, break-even 12.1 %". Nothing for other rules' terms.
 */
export function ConfidenceLine({ confidence }: { confidence: NegationConfidence | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!confidence) return null;
  return (
    <Typography.Text type="secondary" className="tw-confidence">
      {t('negation.confidence.text', {
        chance: format.percent(confidence.reachProbability),
        target: format.percent(confidence.acosTarget),
        clicks: format.count(confidence.clicks),
        orders: format.count(confidence.orders),
        baseline: t(`negation.confidence.baseline.${confidence.baseline}`),
        cvr: format.percent(confidence.productCvr),
        breakEven: format.percent(confidence.breakEvenCvr),
      })}
    </Typography.Text>
  );
}
