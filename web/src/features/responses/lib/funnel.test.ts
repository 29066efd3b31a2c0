import { describe, expect, it } from 'vitest';
import { completionRate, dropOffPercent, formatPercent, funnelSteps } from './funnel';

describe('funnel drop-off', () => {
  it('is the share lost since the step before, to one decimal', () => {
    expect(dropOffPercent(200, 50)).toBe(75);
    expect(dropOffPercent(3, 2)).toBe(33.3);
    expect(dropOffPercent(3, 3)).toBe(0);
  });

  it('is unknown with nothing before, and never negative', () => {
    expect(dropOffPercent(0, 5)).toBeNull();
    // Views are counted in the browser and can be blocked: more starts than views is no gain.
    expect(dropOffPercent(4, 6)).toBe(0);
  });

  it('gives each step its count, bar length and drop-off', () => {
    expect(funnelSteps({ views: 200, starts: 80, completions: 60 })).toEqual([
      { key: 'views', label: 'Views', count: 200, ofTop: 100, dropOff: null },
      { key: 'starts', label: 'Starts', count: 80, ofTop: 40, dropOff: 60 },
      { key: 'completions', label: 'Completions', count: 60, ofTop: 30, dropOff: 25 },
    ]);
  });

  it('handles an empty funnel', () => {
    const steps = funnelSteps({ views: 0, starts: 0, completions: 0 });
    expect(steps.map((s) => [s.ofTop, s.dropOff])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(completionRate({ views: 0, starts: 0, completions: 0 })).toBeNull();
    expect(formatPercent(null)).toBe('—');
  });

  it('rates completions per start', () => {
    expect(completionRate({ views: 10, starts: 8, completions: 6 })).toBe(75);
    expect(formatPercent(75)).toBe('75%');
  });
});
