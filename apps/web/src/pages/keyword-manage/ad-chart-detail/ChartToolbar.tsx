import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ChartMetric } from '@/features/negation';
import type { ChartSubject } from './chart-subjects';

const METRICS: ChartMetric[] = ['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc'];

export interface ChartSettings {
  subject: ChartSubject;
  startDate: string;
  endDate: string;
  left: ChartMetric[];
  right: ChartMetric[];
}

interface ChartToolbarProps {
  subjects: ChartSubject[];
  settings: ChartSettings;
  onChange(settings: ChartSettings): void;
  onMatchedTerms(): void;
}

export function ChartToolbar({ subjects, settings, onChange, onMatchedTerms }: ChartToolbarProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<ChartSettings>) => onChange({ ...settings, ...patch });
  const metricOptions = METRICS.map((metric) => ({ value: metric, label: t(`negation.metric.${metric}`) }));
  const isKeywordOrTarget = settings.subject.level === 'keyword' || settings.subject.level === 'target';
  const range: [Dayjs, Dayjs] = [dayjs(settings.startDate), dayjs(settings.endDate)];

  return (
    <div className="tw-chart-toolbar">
      <Space.Compact>
        <Select
          className="tw-chart-toolbar__subject"
          value={settings.subject.key}
          onChange={(key) => change({ subject: subjects.find((subject) => subject.key === key)! })}
          options={subjects.map((subject) => ({
            value: subject.key,
            label: [t(`negation.chart.level.${subject.key}`), subject.label].filter(Boolean).join(' · '),
          }))}
        />
        {isKeywordOrTarget && (
          <Input
            className="tw-chart-toolbar__id"
            placeholder={t('negation.chart.idPlaceholder')}
            key={settings.subject.key}
            defaultValue={settings.subject.id}
            onPressEnter={(event) =>
              change({ subject: { ...settings.subject, id: event.currentTarget.value.trim() } })
            }
          />
        )}
      </Space.Compact>
      <DatePicker.RangePicker
        allowClear={false}
        value={range}
        onChange={(dates) =>
          dates?.[0] &&
          dates[1] &&
          change({ startDate: dates[0].format('YYYY-MM-DD'), endDate: dates[1].format('YYYY-MM-DD') })
        }
      />
      <Select
        mode="multiple"
        className="tw-chart-toolbar__metrics"
        prefix={t('negation.chart.leftAxis')}
        value={settings.left}
        maxTagCount="responsive"
        onChange={(left: ChartMetric[]) => change({ left })}
        options={metricOptions}
      />
      <Select
        mode="multiple"
        className="tw-chart-toolbar__metrics"
        prefix={t('negation.chart.rightAxis')}
        value={settings.right}
        maxTagCount="responsive"
        onChange={(right: ChartMetric[]) => change({ right })}
        options={metricOptions}
      />
      {isKeywordOrTarget && (
        <Button disabled={!settings.subject.id} onClick={onMatchedTerms}>
          {t('negation.page.matchedTerms')}
        </Button>
      )}
    </div>
  );
}
