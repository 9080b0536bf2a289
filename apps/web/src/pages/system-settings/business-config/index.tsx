import type { ComponentType } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { businessConfigTabs } from '@termwise/contracts';
import { BotPanel } from './bot/BotPanel';
import { NegationRulesPanel } from '@/features/negation';

const PANELS: Record<(typeof businessConfigTabs)[number]['key'], ComponentType> = {
  'negative-keywords-operation': NegationRulesPanel,
  'daily-report-bot': BotPanel,
};

export default function BusinessConfigPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tabs = [...businessConfigTabs].sort((a, b) => a.order - b.order);
  const active = search.get('tab') ?? tabs[0]!.key;
  return (
    <Card title={t('route.system-settings_business-config')}>
      <Tabs
        activeKey={active}
        // On a phone the labels wrap instead of overflowing: antd puts its "more" button inside the tablist,
        // which a screen reader cannot make sense of.
        className="tw-wrapping-tabs"
        onChange={(key) => setSearch({ tab: key }, { replace: true })}
        items={tabs.map(({ key }) => {
          const Panel = PANELS[key];
          return { key, label: t(`businessConfig.${key}`), children: <Panel /> };
        })}
      />
    </Card>
  );
}
