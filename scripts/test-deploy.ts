/**
 * `npm run test:deploy` (issue 19, item 7): proves the real Dockerfile, deploy/nginx.conf and
 * several instances on one PostgreSQL, Redis and S3 bucket, on this machine, where no image
 * registry is reachable. Not part of `npm test`: it needs root and takes minutes.
 *
 *   apt-get install -y podman buildah debootstrap nginx runc prometheus   # Debian bookworm's
 *   npm run test:deploy
 *
 * It needs network access to Debian's mirror (the stand-in base image, once) and to the npm
 * registry (`npm ci` inside the build), the local PostgreSQL (DEPLOY_DATABASE_URL, an admin
 * connection, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
 * (DEPLOY_REDIS_URL, default redis://127.0.0.1:6379/12, a database index of its own).
 * DEPLOY_BOOKWORM_ROOTFS names a minimal bookworm made earlier by debootstrap, to copy instead.
 *
 * Steps:
 *  1. The stand-in base image (scripts/test-deploy/base-image.ts), kept in podman's storage and
 *     reused by the next run; `--fresh-base` makes it again.
 *  2. `buildah bud --isolation chroot` of the Dockerfile, from the committed tree (`git archive
 *     HEAD`; `--worktree` builds the working tree as it is).
 *  3. Two app containers (podman with runc and cgroupfs, and a CONTAINERS_CONF without default
 *     ulimits: crun and the default ulimits are refused here), host network, different ports,
 *     started together on a fresh database (the migrations run once, under the advisory lock).
 *  4. Debian's nginx with a copy of deploy/nginx.conf whose upstream is the two containers.
 *  5. The journey (scripts/test-deploy/journey.ts) through the proxy and each instance, then
 *     checks: both instances took submissions, a rolling restart of both containers under load
 *     fails no submission sent through nginx (scripts/test-deploy/rolling-restart.ts), the
 *     upload is in the S3 bucket (s3rver, the suite's S3-compatible server) and not on a
 *     container's disk, the migrations ran once, the image runs as `node` and its HEALTHCHECK
 *     passes, the image is at most 250 MB (`imageMB`, issue 33) and a container restarted on the
 *     migrated database is ready within 3 s (`readyMs`, with the CPU time it took).
 *  6. Prometheus (scripts/test-deploy/prometheus.ts): `promtool check rules` on the shipped alert
 *     rules, and Debian's Prometheus with deploy/prometheus/prometheus.yml scraping both
 *     containers' GET /metrics (METRICS_TOKEN) and evaluating every rule; nginx answers 404 to
 *     GET /metrics with that token (scripts/test-deploy/metrics-not-public.ts).
 * It cleans up whatever it started (containers, the app image, nginx, the database, the S3
 * server, its work directory), also when a step fails. The last line is one JSON object.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startS3TestServer } from '../server/src/test-support/s3-test-server';
import { baseImageExists, BASE_IMAGES, makeBaseImage } from './test-deploy/base-image';
import { runJourney, UPLOADED_FILE } from './test-deploy/journey';
import { READY_BUDGET_MS, timeToReady } from './test-deploy/ready-time';
import { checkPrometheus } from './test-deploy/prometheus';
import { checkMetricsNotPublic } from './test-deploy/metrics-not-public';
import { checkMigrationsRanOnce } from './test-deploy/migration-count';
import { rollingRestartUnderLoad } from './test-deploy/rolling-restart';
import { freePort, startNginx } from './test-deploy/nginx';
import { mustRun, runCommand, waitFor } from './test-deploy/run-command';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const ADMIN_URL = process.env.DEPLOY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const runId = crypto.randomBytes(3).toString('hex');
const IMAGE = `localhost/formloom-deploy-test:${runId}`;
const resultsDir = path.join(ROOT, '.test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const logFile = path.join(resultsDir, 'test-deploy.log');
fs.writeFileSync(logFile, '');

const workDir = fs.mkdtempSync('/var/tmp/formloom-deploy-');
// nginx's workers run as nobody and keep their temporary files under this directory.
fs.chmodSync(workDir, 0o755);
const containersConf = path.join(workDir, 'containers.conf');
fs.writeFileSync(containersConf, '[containers]\ndefault_ulimits = []\n');
const env = { ...process.env, CONTAINERS_CONF: containersConf };
const PODMAN = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];
const podman = (...rest: string[]) => mustRun('podman', [...PODMAN, ...rest], { env });

const cleanups: Array<[string, () => Promise<unknown>]> = [];
const figures: Record<string, unknown> = { runId };
const startedAt = performance.now();

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const at = performance.now();
  process.stdout.write(`- ${name} ... `);
  const result = await work();
  const seconds = (performance.now() - at) / 1000;
  console.log(`ok (${seconds.toFixed(1)} s)`);
  return result;
}

async function preflight() {
  if (process.getuid?.() !== 0)
    throw new Error('test:deploy needs root (podman, buildah, debootstrap).');
  const missing: string[] = [];
  const tools = ['podman', 'buildah', 'debootstrap', 'nginx', 'runc', 'prometheus', 'promtool'];
  for (const tool of [...tools, 'git', 'tar']) {
    if ((await runCommand('sh', ['-c', `command -v ${tool}`])).code !== 0) missing.push(tool);
  }
  if (missing.length) {
    throw new Error(
      `missing ${missing.join(', ')}: apt-get install -y podman buildah debootstrap nginx runc prometheus`,
    );
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.end();
}

async function buildImage(): Promise<void> {
  let context = ROOT;
  if (!args.has('--worktree')) {
    context = path.join(workDir, 'context');
    fs.mkdirSync(context);
    const archive = spawn('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await mustRun('tar', ['-x', '-C', context], { input: archive.stdout });
  }
  cleanups.push([
    'the app image',
    () => runCommand('podman', [...PODMAN, 'rmi', '-f', IMAGE], { env }),
  ]);
  await mustRun(
    'buildah',
    [
      'bud',
      '--isolation',
      'chroot',
      '--network',
      'host',
      '--format',
      'docker',
      // Keep the stages' layers: a rerun with the same lock file skips `npm ci`.
      '--layers',
      '--pull=never',
      '--tag',
      IMAGE,
      context,
    ],
    { env, logFile },
  );
}

async function startInstance(name: string, port: number, appEnv: Record<string, string>) {
  const container = `formloom-deploy-${runId}-${name}`;
  cleanups.push([
    `container ${name}`,
    () => runCommand('podman', [...PODMAN, 'rm', '-f', '-v', container], { env }),
  ]);
  const envArgs = Object.entries({ ...appEnv, PORT: String(port) }).flatMap(([k, v]) => [
    '--env',
    `${k}=${v}`,
  ]);
  await podman(
    'run',
    '--detach',
    '--name',
    container,
    '--network',
    'host',
    '--stop-timeout',
    '20',
    ...envArgs,
    IMAGE,
  );
  return { container, url: `http://127.0.0.1:${port}` };
}

async function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/api/health/ready`).then(
    (r) => r.status === 200,
    () => false,
  );
}

/** Step 6, its own function so the image work's steps and this one merge apart. */
async function prometheusStep(
  instanceUrls: string[],
  metricsToken: string,
  proxy: string,
): Promise<void> {
  await step('nginx refuses GET /metrics to the public', () =>
    checkMetricsNotPublic(proxy, instanceUrls[0]!, metricsToken),
  );
  await step('Prometheus scrapes both containers and loads the alert rules', async () => {
    figures.prometheus = await checkPrometheus({
      root: ROOT,
      workDir,
      logFile,
      targets: instanceUrls.map((url) => url.replace('http://', '')),
      metricsToken,
      port: await freePort(),
      onCleanup: (what, undo) => cleanups.push([what, undo]),
    });
  });
}

async function main() {
  await step('preflight: root, tools, PostgreSQL', preflight);
  await step(`stand-in base images ${BASE_IMAGES.join(', ')}`, async () => {
    if (args.has('--fresh-base'))
      await runCommand('podman', ['rmi', '-f', ...BASE_IMAGES], { env });
    if (await baseImageExists(env)) return void (figures.baseImage = 'reused');
    await makeBaseImage(workDir, env, logFile);
    figures.baseImage = 'made';
  });
  const buildAt = performance.now();
  await step('buildah bud --isolation chroot (the Dockerfile)', buildImage);
  figures.buildSeconds = Math.round((performance.now() - buildAt) / 1000);
  // podman's inspection has the user and the health check at its top level, Docker's in Config.
  type Inspected = { User?: string; Healthcheck?: { Test?: string[] } };
  const [image] = JSON.parse(await podman('image', 'inspect', IMAGE)) as Array<
    Inspected & { Config?: Inspected }
  >;
  const user = image?.User || image?.Config?.User;
  const healthcheck = (image?.Healthcheck ?? image?.Config?.Healthcheck)?.Test?.join(' ');
  if (user !== 'node') throw new Error(`the image runs as ${user || 'root'}`);
  if (!healthcheck?.includes('/api/health/ready')) {
    throw new Error(`the image's HEALTHCHECK is not on /api/health/ready: ${healthcheck}`);
  }
  const imageMB = Math.round(
    Number(await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE)) / 1e6,
  );
  // Issue 33: the lean image (ADR 035).
  if ((figures.imageMB = imageMB) > 250) throw new Error(`the image is ${imageMB} MB (over 250)`);

  const database = `formloom_deploy_${runId}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  cleanups.push([
    `database ${database}`,
    async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  ]);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;

  const s3 = await startS3TestServer('formloom-deploy');
  cleanups.push(['the S3 server', () => s3.close()]);

  const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const metricsToken = crypto.randomBytes(32).toString('hex');
  const appEnv = {
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    SESSION_SECRET: crypto.randomBytes(36).toString('base64'),
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    ...s3.env,
    // Every request of this test comes from 127.0.0.1; a rerun within the hour must not be limited.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    METRICS_TOKEN: metricsToken,
  };
  const instances = await step(
    'two app containers, started together on a fresh database',
    async () => {
      const started = await Promise.all([
        startInstance('a', portA!, appEnv),
        startInstance('b', portB!, appEnv),
      ]);
      for (const { url } of started) await waitFor(`${url} ready`, () => isReady(url), 300_000);
      return started;
    },
  );
  await step('each container: HEALTHCHECK passes, runs as uid 1000', async () => {
    for (const { container } of instances) {
      await podman('healthcheck', 'run', container);
      const uid = (await podman('exec', container, 'id', '-u')).trim();
      if (uid !== '1000') throw new Error(`${container} runs as uid ${uid}`);
    }
  });
  await step(`nginx with deploy/nginx.conf on ${publicUrl}`, async () => {
    await startNginx({
      root: ROOT,
      workDir,
      logFile,
      proxyPort: proxyPort!,
      upstreams: instances.map(({ url }) => url.replace('http://', '')),
      onCleanup: (what, undo) => cleanups.push([what, undo]),
    });
    await waitFor('the proxy ready', () => isReady(publicUrl), 30_000);
  });

  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const journey = await step('the journey', () =>
    runJourney({ proxy: publicUrl, instances: [a.url, b.url] }, (line) =>
      console.log(`    ${line}`),
    ),
  );

  await step('nginx spread the submissions over both instances', async () => {
    const submitted = `"url":"/api/public/forms/${journey.formId}/responses"`;
    const counts: number[] = [];
    for (const { container } of instances) {
      const logs = await podman('logs', container);
      counts.push(
        logs
          .split('\n')
          .filter((line) => line.includes(submitted) && line.includes('"method":"POST"')).length,
      );
    }
    figures.submissionsPerInstance = counts;
    if (counts.some((n) => n === 0))
      throw new Error(`submissions per instance: ${counts.join(', ')}`);
  });
  await prometheusStep(
    instances.map(({ url }) => url),
    metricsToken,
    publicUrl,
  );
  await step('a rolling restart of both containers under load, through nginx', async () => {
    const result = await rollingRestartUnderLoad(
      {
        proxy: publicUrl,
        formId: journey.formId,
        databaseUrl: databaseUrl.toString(),
        instances,
        stop: async (container) => void (await podman('stop', '--time', '20', container)),
        start: async (container) => void (await podman('start', container)),
        isReady,
      },
      (line) => console.log(`    ${line}`),
    );
    // What nginx met on the way (its error log, warn level), kept with the run's results and
    // counted by kind: a refused or reset connection nginx passed on to the other instance.
    const errorLog = fs.readFileSync(path.join(workDir, 'nginx', 'error.log'), 'utf8');
    fs.writeFileSync(path.join(resultsDir, 'test-deploy-nginx-error.log'), errorLog);
    const kinds: Record<string, number> = {};
    for (const line of errorLog.split('\n').filter((l) => l.includes('upstream'))) {
      const kind = /\] \d+#\d+: \*\d+ ([^,]*)/.exec(line)?.[1] ?? line.slice(0, 80);
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    figures.rollingRestart = {
      acknowledged: result.acknowledged,
      stopMs: result.stopMs,
      nginxUpstreamErrors: kinds,
    };
    if (result.failures.length) {
      throw new Error(
        `${result.failures.length} failures during the rolling restart: ${result.failures.slice(0, 5).join('; ')}`,
      );
    }
  });
  await step('the upload is in the S3 bucket, not on a container disk', async () => {
    const keys = await s3.listKeys();
    if (keys.length !== 1) throw new Error(`the bucket holds ${keys.length} objects`);
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: keys[0] }),
    );
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    if (!bytes.equals(UPLOADED_FILE)) throw new Error('the stored object differs from the upload');
    for (const { container } of instances) {
      // Mails are written under /data/mail without SMTP_URL, by design (registration sends one).
      const find = ['find', '/data', '-type', 'f', '-not', '-path', '/data/mail/*'];
      const files = (await podman('exec', container, ...find)).trim();
      if (files) throw new Error(`${container} wrote under /data: ${files}`);
    }
  });
  await step('the migrations ran once', async () => {
    figures.migrations = await checkMigrationsRanOnce(ROOT, databaseUrl.toString());
  });
  // Last, so the checks above report whatever the machine's load makes of this one.
  await step(`ready within ${READY_BUDGET_MS} ms of a start, migrated`, async () => {
    Object.assign(figures, await timeToReady(instances[0]!, podman, isReady));
    figures.loadAverage = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    if (Number(figures.readyMs) > READY_BUDGET_MS)
      throw new Error(`ready in ${figures.readyMs} ms`);
  });
  figures.ok = true;
}

async function cleanUp() {
  for (const [what, undo] of cleanups.reverse()) {
    await undo().catch((err: unknown) => console.error(`cleaning up ${what} failed:`, err));
  }
  cleanups.length = 0;
  fs.rmSync(workDir, { recursive: true, force: true });
}

process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
try {
  await main();
} catch (err) {
  figures.ok = false;
  console.log('FAILED');
  console.error(err instanceof Error ? err.message : err);
  console.error(`(the build's and tools' output: ${path.relative(ROOT, logFile)})`);
  process.exitCode = 1;
} finally {
  await step('clean up', cleanUp);
  figures.seconds = Math.round((performance.now() - startedAt) / 1000);
  console.log(JSON.stringify({ testDeploy: figures }));
}
