// A bar or line chart drawn by Chart.js (docs/decisions/018), registered piecemeal so the console's chunk
// carries only what these charts use (each part named once, on the module's namespace: the bundler keeps
// only the parts named). The canvas is an image named by its title and described by the visible text
// summary; the numbers themselves are in the table beside it.
import * as chartJs from 'chart.js';
import { useEffect, useRef } from 'react';

chartJs.Chart.register(
  chartJs.BarController,
  chartJs.BarElement,
  chartJs.CategoryScale,
  chartJs.Legend,
  chartJs.LinearScale,
  chartJs.LineController,
  chartJs.LineElement,
  chartJs.PointElement,
  chartJs.Tooltip,
);
// The portal's text colour (13:1 on white) instead of Chart.js's grey, at a size people can read.
chartJs.Chart.defaults.color = '#1d2a33';
chartJs.Chart.defaults.font.size = 14;

/** Fills of at least 3:1 against white (WCAG 1.4.11), told apart by the legend as well as by hue. */
export const SERIES_COLOURS = ['#0b5e8e', '#a64b00', '#2f6b31'] as const;

export interface ChartSeries {
  label: string;
  values: number[];
}

interface ChartProps {
  kind: 'bar' | 'line';
  title: string;
  /** Id of the element that says in words what the chart shows. */
  describedBy: string;
  labels: string[];
  series: ChartSeries[];
  /** Percentages (0..1) on the value axis. */
  percent?: boolean;
}

export function ReportChart({ kind, title, describedBy, labels, series, percent = false }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const data = JSON.stringify({ labels, series });

  useEffect(() => {
    if (!canvas.current) return;
    const { labels: xs, series: ys } = JSON.parse(data) as { labels: string[]; series: ChartSeries[] };
    const chart = new chartJs.Chart(canvas.current, {
      type: kind,
      data: {
        labels: xs,
        datasets: ys.map((s, index) => ({
          label: s.label,
          data: s.values,
          backgroundColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
          borderColor: SERIES_COLOURS[index % SERIES_COLOURS.length],
          maxBarThickness: 64,
        })),
      },
      options: {
        // Reports are read, not watched: no motion (and no frames to wait for in tests).
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: ys.length > 1 } },
        scales: {
          y: {
            beginAtZero: true,
            ticks: percent
              ? { callback: (value) => `${Math.round(Number(value) * 100)}%` }
              : { precision: 0 },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, data, percent]);

  return (
    <div className="admin-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={title}
        aria-describedby={describedBy}
        data-testid="report-chart"
      />
    </div>
  );
}
