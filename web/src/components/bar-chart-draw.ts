// The one module that imports Chart.js. bar-chart-canvas.tsx loads it with a dynamic import, so the
// library is a chunk of its own, fetched only when a chart is about to be drawn (the first visit
// never pays for it). Only the pieces a horizontal bar chart needs are registered (tree-shaking).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';
import type { BarChartSpec } from './bar-chart-model';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface DrawnChart {
  update: (spec: BarChartSpec) => void;
  destroy: () => void;
}

const FONT_SIZE = 12;
const LABEL_GAP = 4;

/** The chart's colours from the page's CSS custom properties (bar-chart.css), read from the canvas. */
function themeOf(canvas: HTMLCanvasElement) {
  const style = getComputedStyle(canvas);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    series: [0, 1, 2].map((index) => read(`--chart-series-${index}`, '#1f4e79')),
    text: read('--chart-text', '#1a1f2b'),
    grid: read('--chart-grid', '#e3e7ec'),
    marker: read('--chart-marker', '#8a1c1c'),
    font: style.fontFamily,
  };
}

/**
 * A fill that tells a series apart without its colour: the first is solid, the others striped
 * (diagonal, then vertical), so the legend and the bars read in greyscale and for colour blindness.
 */
function patternFill(colour: string, index: number): CanvasPattern | string {
  if (index % 3 === 0) return colour;
  const tile = document.createElement('canvas');
  tile.width = 8;
  tile.height = 8;
  const context = tile.getContext('2d');
  if (!context) return colour;
  context.fillStyle = colour;
  context.fillRect(0, 0, 8, 8);
  context.strokeStyle = 'rgba(255, 255, 255, 0.6)';
  context.lineWidth = 2;
  context.beginPath();
  if (index % 3 === 1) {
    context.moveTo(-2, 10);
    context.lineTo(10, -2);
    context.moveTo(-2, 2);
    context.lineTo(2, -2);
    context.moveTo(6, 10);
    context.lineTo(10, 6);
  } else {
    context.moveTo(2, 0);
    context.lineTo(2, 8);
    context.moveTo(6, 0);
    context.lineTo(6, 8);
  }
  context.stroke();
  return context.createPattern(tile, 'repeat') ?? colour;
}

/**
 * Splits a row's label into at most three lines that fit beside the bars on a narrow screen; a word
 * longer than a line (a long site name) is cut into pieces, and what is left after three lines is
 * shortened (the tooltip, the summary and the table have the whole label).
 */
function wrapLabel(label: string, width: number): string[] {
  const limit = Math.max(12, Math.min(30, Math.floor((width * 0.4) / 6.5)));
  const pieces = label.split(/\s+/).flatMap((word) => word.match(new RegExp(`.{1,${limit}}`, 'gu')) ?? []);
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + piece.length + 1 <= limit) lines[lines.length - 1] = `${last} ${piece}`;
    else lines.push(piece);
  }
  if (lines.length <= 3) return lines;
  const rest = lines.slice(2).join(' ');
  return [lines[0]!, lines[1]!, `${rest.slice(0, limit - 1)}…`];
}

function configOf(canvas: HTMLCanvasElement, current: { spec: BarChartSpec }): ChartConfiguration<'bar'> {
  const { spec } = current;
  const theme = themeOf(canvas);
  const font = { family: theme.font, size: FONT_SIZE };
  const context = canvas.getContext('2d');
  if (context) context.font = `${FONT_SIZE}px ${theme.font}`;
  // Values are written at the end of their bars; the chart keeps room on the right for the widest.
  const widest = Math.max(
    0,
    ...spec.rows.flatMap((row) =>
      spec.series.map((one) => {
        const value = row.values[one.key];
        return value === null || value === undefined
          ? 0
          : (context?.measureText(spec.formatValue(value, one)).width ?? 0);
      }),
    ),
  );
  const first = spec.series[0]!;
  return {
    type: 'bar',
    data: {
      labels: spec.rows.map((row) => row.label),
      datasets: spec.series.map((one, index) => {
        const colour = theme.series[index % theme.series.length]!;
        return {
          label: one.label,
          data: spec.rows.map((row) => row.values[one.key] ?? null),
          backgroundColor: patternFill(colour, index),
          borderColor: colour,
          borderWidth: 1,
          barThickness: 12,
        };
      }),
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      // Figures do not move: no animation to wait for or to be distracted by.
      animation: false,
      layout: { padding: { right: Math.ceil(widest) + LABEL_GAP * 2 } },
      interaction: { mode: 'index', axis: 'y', intersect: false },
      scales: {
        x: {
          beginAtZero: true,
          ...(spec.max !== undefined ? { max: spec.max } : { suggestedMax: spec.marker?.value }),
          grid: { color: theme.grid },
          ticks: {
            color: theme.text,
            font,
            maxTicksLimit: canvas.clientWidth < 500 ? 4 : 8,
            callback: (value) => spec.formatValue(Number(value), first),
          },
        },
        y: {
          grid: { display: false },
          ticks: {
            color: theme.text,
            font,
            autoSkip: false,
            callback(value) {
              return wrapLabel(this.getLabelForValue(Number(value)), this.chart.width);
            },
          },
        },
      },
      plugins: {
        legend: {
          display: spec.series.length > 1,
          position: 'top',
          align: 'start',
          labels: { color: theme.text, font, boxWidth: 24, boxHeight: 12 },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              const one = current.spec.series[item.datasetIndex]!;
              return `${one.label}: ${current.spec.formatValue(item.parsed.x ?? 0, one)}`;
            },
          },
        },
      },
    },
    plugins: [valueLabels(current, theme.text, font.family), markerLine(current, theme.marker)],
  };
}

/** Writes each bar's value just past its end (or past zero for a loss), as the old HTML chart did. */
function valueLabels(current: { spec: BarChartSpec }, colour: string, family: string): Plugin<'bar'> {
  return {
    id: 'punchclockValueLabels',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.fillStyle = colour;
      ctx.font = `${FONT_SIZE}px ${family}`;
      ctx.textBaseline = 'middle';
      ctx.textAlign = 'left';
      current.spec.series.forEach((one, index) => {
        if (!chart.isDatasetVisible(index)) return;
        chart.getDatasetMeta(index).data.forEach((bar, rowIndex) => {
          const value = current.spec.rows[rowIndex]?.values[one.key];
          // A zero would repeat "0 h" down a mostly empty chart; the summary and the table have it.
          if (!value) return;
          const { x, y, base } = bar.getProps(['x', 'y', 'base'], true) as { x: number; y: number; base: number };
          ctx.fillText(current.spec.formatValue(value, one), Math.max(x, base) + LABEL_GAP, y);
        });
      });
      ctx.restore();
    },
  };
}

/** A dashed reference line (e.g. 100 % of a budget) across the plot; its meaning is written below. */
function markerLine(current: { spec: BarChartSpec }, colour: string): Plugin<'bar'> {
  return {
    id: 'punchclockMarker',
    afterDatasetsDraw(chart) {
      const marker = current.spec.marker;
      const scale = chart.scales['x'];
      if (!marker || !scale) return;
      const x = scale.getPixelForValue(marker.value);
      const { top, bottom, left, right } = chart.chartArea;
      if (x < left || x > right) return;
      const { ctx } = chart;
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.lineWidth = 2;
      ctx.setLineDash([5, 3]);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, bottom);
      ctx.stroke();
      ctx.restore();
    },
  };
}

export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): DrawnChart {
  const current = { spec };
  const chart = new Chart(canvas, configOf(canvas, current));
  return {
    update(next) {
      current.spec = next;
      const { data, options } = configOf(canvas, current);
      chart.data = data;
      if (options) chart.options = options;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
