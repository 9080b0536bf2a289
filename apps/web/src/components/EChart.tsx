import { lazy, Suspense } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import type { EChartProps } from './EChartCanvas';

export type EChartOption = EChartsCoreOption;

// ECharts is about 600 KB of script: it loads when a chart first shows, never with a page that only may
// open one (the home page's comparison modal).
const EChartCanvas = lazy(() => import('./EChartCanvas'));

/** A chart; the space it takes stays reserved while ECharts loads, so nothing below it moves. */
export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<div className={props.className} style={{ width: '100%', height: props.height }} />}>
      <EChartCanvas {...props} />
    </Suspense>
  );
}
