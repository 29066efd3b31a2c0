import { lazy } from 'react';

/** Recharts is its own chunk, fetched the first time a chart shows (DESIGN.md section 7). */
export const LazyCountBarChart = lazy(() =>
  import('./charts/count-bar-chart').then((m) => ({ default: m.CountBarChart })),
);
