import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import {
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

export type EChartOption = EChartsCoreOption;

interface EChartProps {
  option: EChartOption;
  height: number;
  className?: string;
  /** ECharts' dark theme; the caller knows the app's scheme. */
  dark: boolean;
}

/** The smallest React wrapper around ECharts: one instance per mount, resized with its container. */
export function EChart({ option, height, className, dark: isDark }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current!;
    // ECharts takes its theme only at init: a scheme switch needs a fresh instance.
    const instance = echarts.init(element, isDark ? 'dark' : undefined);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [isDark]);

  useEffect(() => {
    // notMerge: a series that disappears from the option (e.g. a metric unselected) must leave the chart.
    // The dark theme paints its own background; the card behind the chart already has one.
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true });
  }, [option, isDark]);

  return <div ref={container} className={className} style={{ width: '100%', height }} />;
}
