/**
 * For scripts/test-deploy.ts (issue 33): how long an app container takes from `podman start` to
 * answering /api/health/ready with 200, on a database the first start already migrated. Measured
 * from before the start command, so podman's own work counts against the 3 s budget too.
 */

export const READY_BUDGET_MS = 3000;

export async function timeToReady(
  instance: { container: string; url: string },
  podman: (...args: string[]) => Promise<string>,
  isReady: (url: string) => Promise<boolean>,
): Promise<number> {
  await podman('stop', '--time', '20', instance.container);
  const startedAt = performance.now();
  await podman('start', instance.container);
  // A refused connection answers at once, so polling this often costs next to nothing.
  const deadline = startedAt + 60_000;
  while (!(await isReady(instance.url))) {
    if (performance.now() > deadline) throw new Error(`${instance.container} not ready in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - startedAt);
}
