import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistoryRange, MonitorHistory } from '../../../shared/contracts/monitoring.js';

const cssVar = (name: string, fallback: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Red ticks along the bottom where checks failed (their latency is not a number to draw). */
function failureMarks(down: readonly number[], colour: string): uPlot.Plugin {
  return {
    hooks: {
      draw: (chart) => {
        const { ctx } = chart;
        const xs = chart.data[0];
        const top = chart.bbox.top + chart.bbox.height - 8 * devicePixelRatio;
        ctx.save();
        ctx.fillStyle = colour;
        down.forEach((failed, i) => {
          if (!failed) return;
          const x = chart.valToPos(xs[i] ?? 0, 'x', true);
          ctx.fillRect(x - 1.5 * devicePixelRatio, top, 3 * devicePixelRatio, 8 * devicePixelRatio);
        });
        ctx.restore();
      },
    },
  };
}

/**
 * Latency over the chosen range with uPlot (a small canvas chart, loaded only with this view):
 * the average as a line, minimum and maximum as thin lines, failed checks as red ticks.
 */
export default function LatencyChart({ points, range }: { points: MonitorHistory['points']; range: HistoryRange }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The chart's colours are the theme's: a change of theme draws it again.
  const [theme, setTheme] = useState(() => document.documentElement.getAttribute('data-theme'));
  useEffect(() => {
    const watcher = new MutationObserver(() => setTheme(document.documentElement.getAttribute('data-theme')));
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => watcher.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = cssVar('--text', '#111');
    const muted = cssVar('--muted', '#666');
    const accent = cssVar('--accent', '#1c5cea');
    const grid = cssVar('--border', '#ddd');
    const danger = cssVar('--danger', '#d52222');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: `12px system-ui, sans-serif` };
    const single = range === '24h';
    const ms = (v: number | null) => (v === null ? '–' : t('monitoring.health.milliseconds', { n: v }));
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 240,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil((max || 0) * 1.15))] } },
        axes: [{ ...axis }, { ...axis, label: t('monitoring.detail.msAxis'), labelFont: '12px system-ui, sans-serif', size: 56 }],
        series: [
          { label: t('monitoring.detail.time') },
          { label: single ? t('monitoring.detail.latency') : t('monitoring.detail.average'), stroke: accent, width: 2, points: { show: false }, value: (_u, v) => ms(v) },
          { label: t('monitoring.detail.minimum'), stroke: muted, width: 1, dash: [4, 4], show: !single, points: { show: false }, value: (_u, v) => ms(v) },
          { label: t('monitoring.detail.maximum'), stroke: text, width: 1, dash: [2, 4], show: !single, points: { show: false }, value: (_u, v) => ms(v) },
        ],
        plugins: [failureMarks(points.down, danger)],
      },
      [points.t, points.avg, points.min, points.max],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, range, theme, t]);

  return <div ref={box} className="latency-chart" data-points={points.t.length} />;
}
