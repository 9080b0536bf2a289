import { Tag, Tooltip } from 'antd';
import type { NegationCaution, NegationRecommendation } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Why a matched term is not simply negated: a review of the seller's own keyword instead of a negation,
 * a term that sells elsewhere in the campaign, a core term that cleared the higher bar, or an automatic
 * proposal held for a person (trial run, over the run maximum).
 */
export function CautionTags({
  recommendation,
  caution,
}: {
  recommendation: NegationRecommendation;
  caution: NegationCaution;
}) {
  const { t } = useTranslation();
  const tags = [];
  if (recommendation !== 'negate') {
    tags.push(
      <Tooltip
        key="own"
        title={t('negation.caution.ownKeywordHelp', { keyword: caution.ownKeyword?.keywordText ?? '' })}
      >
        <Tag color="orange">{t(`negation.recommendation.${recommendation}`)}</Tag>
      </Tooltip>,
    );
  }
  if (caution.convertsElsewhere) {
    tags.push(
      <Tooltip
        key="elsewhere"
        title={t('negation.caution.convertsElsewhereHelp', { orders: caution.convertsElsewhere.orders })}
      >
        <Tag color="blue">{t('negation.caution.convertsElsewhere')}</Tag>
      </Tooltip>,
    );
  }
  if (caution.coreTerm) {
    tags.push(
      <Tooltip
        key="core"
        title={t('negation.caution.coreTermHelp', {
          word: caution.coreTerm.word,
          factor: caution.coreTerm.factor,
        })}
      >
        <Tag color="purple">{t('negation.caution.coreTerm')}</Tag>
      </Tooltip>,
    );
  }
  if (caution.heldBack) {
    tags.push(
      <Tooltip key="held" title={t(`negation.caution.heldBackHelp.${caution.heldBack}`)}>
        <Tag color="gold">{t(`negation.caution.heldBack.${caution.heldBack}`)}</Tag>
      </Tooltip>,
    );
  }
  return tags.length ? <span className="tw-neg-caution">{tags}</span> : null;
}
