// The canvas Chart.js draws on. Chart.js arrives by a dynamic import (its own chunk, loaded only by
// screens that show a chart); the chart is created once, updated when the figures change and
// destroyed with the component. The canvas is an image described by the chart's summary.
import { useEffect, useRef, useState } from 'react';
import { chartHeight, type BarChartSpec } from './bar-chart-model';
import type { DrawnChart } from './bar-chart-draw';

interface BarChartCanvasProps {
  spec: BarChartSpec;
  /** The chart's name (its heading). */
  label: string;
  /** The id of the element that says what the chart shows. */
  describedBy: string;
  onFailed: () => void;
}

export function BarChartCanvas({ spec, label, describedBy, onFailed }: BarChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  const latest = useRef({ spec, onFailed });
  const [ready, setReady] = useState(false);
  // The figures, without the functions that format them (those are new on every render).
  const figures = JSON.stringify([spec.series, spec.rows, spec.marker, spec.max]);

  useEffect(() => {
    latest.current = { spec, onFailed };
  });

  useEffect(() => {
    let current = true;
    import('./bar-chart-draw').then(
      ({ drawBarChart }) => {
        if (!current || !canvas.current) return;
        if (drawn.current) drawn.current.update(latest.current.spec);
        else drawn.current = drawBarChart(canvas.current, latest.current.spec);
        setReady(true);
      },
      () => {
        if (current) latest.current.onFailed();
      },
    );
    return () => {
      current = false;
    };
  }, [figures]);

  useEffect(
    () => () => {
      drawn.current?.destroy();
      drawn.current = null;
    },
    [],
  );

  return (
    // Chart.js sizes the canvas to this box (responsive, no fixed aspect ratio), so it fits 390 px.
    <div
      className="chart-canvas"
      style={{ height: chartHeight(spec.rows.length, spec.series.length) }}
      aria-busy={!ready}
    >
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
