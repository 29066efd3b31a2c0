/**
 * What bench/soak reads from the server's RSS samples: its value after warm-up, its peak and last
 * value under load, and the least-squares line through the last half of the run.
 */
import type { RssSample } from './soak-server';

export interface MemoryTrend {
  warm: number;
  peak: number;
  /** When the sampled peak came, seconds into the run. */
  peakAt: number;
  end: number;
  /** Slope of the least-squares line through the last half's samples, MB per minute. */
  slopeMbPerMin: number;
  /** That line's rise over the last half: slope times the half's length, MB. */
  lastHalfGrowthMb: number;
}

/** Least-squares slope of y over x (0 with fewer than two distinct x). */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  return sxx === 0 ? 0 : sxy / sxx;
}

/** `samples` start with the load (t in seconds); `seconds` is how long it ran. */
export function memoryTrend(samples: RssSample[], seconds: number, warmupS: number): MemoryTrend {
  const during = samples.filter((s) => s.t <= seconds + 1);
  if (during.length === 0) throw new Error('no RSS samples');
  const nearest = (t: number) =>
    during.reduce((best, s) => (Math.abs(s.t - t) < Math.abs(best.t - t) ? s : best));
  const lastHalf = during.filter((s) => s.t >= seconds / 2);
  const perSecond = slope(lastHalf.map((s) => ({ x: s.t, y: s.mb })));
  const top = during.reduce((best, s) => (s.mb > best.mb ? s : best));
  return {
    warm: nearest(warmupS).mb,
    peak: top.mb,
    peakAt: top.t,
    end: during[during.length - 1]!.mb,
    slopeMbPerMin: perSecond * 60,
    lastHalfGrowthMb: perSecond * (seconds / 2),
  };
}
