/**
 * For scripts/test-deploy.ts (issue 33): how long an app container takes from `podman start` to
 * answering /api/health/ready with 200, on a database an earlier start already migrated. Measured
 * from before the start command, so podman's own work counts against the 3 s budget too. The
 * CPU time Node used by then (its /proc stat) is returned beside it: on a machine whose cores are
 * shared with other work, that is what the start-up costs, and the wall time is what it waited.
 */

export const READY_BUDGET_MS = 3000;

export async function timeToReady(
  instance: { container: string; url: string },
  podman: (...args: string[]) => Promise<string>,
  isReady: (url: string) => Promise<boolean>,
): Promise<{ readyMs: number; readyCpuMs: number }> {
  await podman('stop', '--time', '20', instance.container);
  const startedAt = performance.now();
  await podman('start', instance.container);
  // A refused connection answers at once, so polling this often costs next to nothing.
  const deadline = startedAt + 60_000;
  while (!(await isReady(instance.url))) {
    if (performance.now() > deadline) throw new Error(`${instance.container} not ready in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = Math.round(performance.now() - startedAt);
  // Node is PID 1; fields 14 and 15 of its stat are user and system time, in 1/100 s.
  const stat = (await podman('exec', instance.container, 'cat', '/proc/1/stat')).split(') ')[1]!;
  const [utime, stime] = stat.split(' ').slice(11, 13).map(Number) as [number, number];
  return { readyMs, readyCpuMs: (utime + stime) * 10 };
}
