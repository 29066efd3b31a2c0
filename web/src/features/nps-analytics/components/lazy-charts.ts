import { lazy } from 'react';

/** Recharts is its own chunk, fetched the first time the trend shows (DESIGN.md section 7). */
export const LazyNpsTrendChart = lazy(() =>
  import('./charts/nps-trend-chart').then((m) => ({ default: m.NpsTrendChart })),
);
