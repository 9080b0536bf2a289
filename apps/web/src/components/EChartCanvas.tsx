import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';

echarts.use([
  AriaComponent,
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  MarkLineComponent,
  MarkPointComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  className?: string;
  /** ECharts' dark theme; the caller knows the app's scheme. */
  dark: boolean;
  /** What the chart shows, in the reader's language: the start of its text alternative. */
  label: string;
}

/** The smallest React wrapper around ECharts: one instance per mount, resized with its container. */
export default function EChartCanvas({ option, height, className, dark: isDark, label }: EChartProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'zh-CN' ? 'ZH' : 'EN';
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current!;
    // ECharts takes its theme only at init: a scheme switch needs a fresh instance.
    const instance = echarts.init(element, isDark ? 'dark' : undefined, { locale });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [isDark, locale]);

  useEffect(() => {
    // notMerge: a series that disappears from the option (e.g. a metric unselected) must leave the chart.
    // The dark theme paints its own background; the card behind the chart already has one.
    // aria: ECharts writes a description of the series and their values into the container's aria-label,
    // the text alternative of a canvas that screen readers cannot read.
    chart.current?.setOption(
      {
        backgroundColor: 'transparent',
        aria: { enabled: true, label: { general: { withoutTitle: `${label}. ` } } },
        ...option,
      },
      { notMerge: true },
    );
  }, [option, isDark, locale, label]);

  return <div ref={container} role="img" className={className} style={{ width: '100%', height }} />;
}
