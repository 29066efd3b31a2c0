/**
 * For scripts/test-deploy.ts (issue 33): GET /metrics is for Prometheus, which scrapes each
 * instance directly; deploy/nginx.conf refuses it to the public. With the right token, an instance
 * answers it, and nginx answers 404 to every spelling of its path that reaches the same route.
 */

/** Spellings nginx and the app read as /metrics (decoded, slashes merged, a query string). */
export const METRICS_PATHS = ['/metrics', '/metrics?x=1', '//metrics', '/%6detrics', '/metrics/'];

export async function checkMetricsNotPublic(
  proxy: string,
  instance: string,
  metricsToken: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${metricsToken}` };
  const direct = await fetch(`${instance}/metrics`, { headers });
  const directBody = await direct.text();
  // The token is good: the proxy's 404 below is nginx refusing, not the app.
  if (direct.status !== 200 || !directBody.includes('formloom_submissions_total')) {
    throw new Error(`the instance answered ${direct.status} to GET /metrics with its token`);
  }
  for (const spelling of METRICS_PATHS) {
    const response = await fetch(`${proxy}${spelling}`, { headers });
    const body = await response.text();
    if (response.status !== 404 || body.includes('formloom_')) {
      throw new Error(`the proxy answered ${response.status} to GET ${spelling}`);
    }
  }
}
