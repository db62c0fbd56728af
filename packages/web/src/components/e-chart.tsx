import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, type GridComponentOption, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import { init, use as registerParts, type ComposeOption, type ECElementEvent, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the portal draws is bundled, and only into the chunks of pages with charts.
// SVG: crisp at any zoom for these few shapes, and it also renders where no canvas exists (jsdom).
registerParts([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** The portal's colours for series, in order (theme blue, green, gold, red, grey). */
const CHART_COLORS = ['#1d5fbf', '#2e9d5b', '#e8b949', '#d9363e', '#8a94a3', '#3a7bd5', '#9fc1ec'];

interface EChartProps {
  option: ChartOption;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
  onClick?: (e: ECElementEvent) => void;
}

/** An ECharts chart that follows its container's size (a hidden tab has none until shown again). */
export function EChart({ option, height = 300, label, onClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = box.current!;
    const c = init(el, undefined, { renderer: 'svg' });
    chart.current = c;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth > 0) c.resize();
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ color: CHART_COLORS, ...option }, true);
  }, [option]);

  useEffect(() => {
    const c = chart.current;
    if (!c || !onClick) return;
    c.on('click', onClick);
    return () => {
      c.off('click', onClick);
    };
  }, [onClick]);

  return <div ref={box} className="e-chart" style={{ height }} role="img" aria-label={label} />;
}
