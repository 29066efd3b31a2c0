/**
 * buildApp: the whole server, assembled explicitly. Every plugin and feature module is registered
 * here and nowhere else, so this file is the map of what the server does.
 */
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { adminRoutes } from './modules/admin/admin-routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { brandKitRoutes } from './modules/brand-kit/brand-kit-routes';
import { collaborationRoutes } from './modules/collaboration/collaboration-routes';
import { formImagesRoutes } from './modules/form-images/form-images-routes';
import { formsRoutes } from './modules/forms/forms-routes';
import { healthRoutes } from './modules/health/health-routes';
import { registerMetrics } from './modules/metrics/metrics-routes';
import { identityRoutes } from './modules/identity/identity-routes';
import { notificationsRoutes } from './modules/notifications/notifications-routes';
import { respondentRoutes } from './modules/respondent/respondent-routes';
import { setPublicFormCacheTtl } from './modules/respondent/load-public-form';
import { responseNotificationsRoutes } from './modules/response-notifications/response-notifications-routes';
import { responsesRoutes } from './modules/responses/responses-routes';
import { siteContentRoutes } from './modules/site-content/site-content-routes';
import { templatesRoutes } from './modules/templates/templates-routes';
import { sharedReportsRoutes } from './modules/shared-reports/shared-reports-routes';
import { webhooksRoutes } from './modules/webhooks/webhooks-routes';
import { expireDrafts } from './jobs/expire-drafts';
import { applyRetentionJob } from './jobs/apply-retention';
import { sweepOrphanUploadsJob } from './jobs/sweep-orphan-uploads';
import { type MailWorkerDeps, registerOutboxWorker } from './mail/register-outbox-worker';
import {
  registerWebhookWorker,
  type WebhookWorkerDeps,
} from './modules/webhooks/register-webhook-worker';
import { registerScheduler } from './jobs/scheduler';
import { openSharedState } from './lib/open-shared-state';
import { allowListed } from './lib/rate-limit-allow-list';
import { rateLimitStore } from './lib/rate-limit-store';
import type { SharedState } from './lib/shared-state';
import { redactUrl } from './lib/redact-url';
import type { FileStorage } from './storage/file-storage';
import { openFileStorage } from './storage/open-file-storage';
import { registerErrorHandler } from './plugins/errors';
import { registerErrorResponses } from './plugins/error-responses';
import { createLifecycle, type Lifecycle } from './plugins/lifecycle';
import { registerSecurity } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { registerStaticClient } from './plugins/static-client';
import { dropIdleRollupsJob } from './jobs/drop-idle-rollups';
import { APP_VERSION } from './version';

export interface AppDeps {
  database: Database;
  storage?: FileStorage;
  /** main.ts passes its own, to drain on SIGTERM; without it the app has one of its own. */
  lifecycle?: Lifecycle;
  /**
   * The mail outbox worker (ADR 019). By default it runs, except under NODE_ENV=test without
   * SMTP_URL: most tests assert outbox rows, not deliveries. `false` turns it off; an object turns
   * it on with its options (short backoff in tests) and, if given, its transport.
   */
  mailWorker?: MailWorkerDeps | false;
  /**
   * The webhook delivery worker (issue 17). By default it runs, except under NODE_ENV=test
   * without WEBHOOK_ALLOW_PRIVATE (no test receiver can be reached then). `false` turns it off;
   * an object turns it on with its options (short timeouts and backoff in tests).
   */
  webhookWorker?: WebhookWorkerDeps | false;
  /**
   * State shared across instances (issue 19); by default Redis when REDIS_URL is set, else this
   * process's memory. Tests pass one to share it between several apps.
   */
  sharedState?: SharedState;
  /** Scheduled jobs run on their own (default: not under NODE_ENV=test; tests call runNow). */
  runScheduledJobs?: boolean;
  /** How long /metrics reuses its database reading (default 5 s; tests read afresh with 0). */
  metricsCacheMs?: number;
  /** Where the log goes instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    sharedState: SharedState;
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  setPublicFormCacheTtl(config.publicFormCacheTtlMs);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Never log credentials: cookies carry session tokens, bodies may carry passwords.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.confirmPassword',
          '*.idToken',
          '*.token',
          '*.currentPassword',
          '*.newPassword',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Fastify's own request fields, with the URL's tokens (invitation, reset, unsubscribe) hidden.
        req: (req: {
          method: string;
          url: string;
          host?: string;
          ip?: string;
          socket?: { remotePort?: number };
        }) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    // A number trusts that many hops; false uses the socket address, never X-Forwarded-For.
    trustProxy:
      config.trustProxy > 0 ? (_addr: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: config.bodyLimitBytes,
    // In-flight requests drain on close; new ones get the lifecycle's 503 with Retry-After (and our
    // error shape) rather than Fastify's bare one.
    return503OnClosing: false,
  });
  app.decorate('config', config);
  app.decorate('database', deps.database);
  // Shared state handed in is the caller's to close; one opened here is closed here.
  const sharedState = deps.sharedState ?? openSharedState(config, app.log);
  app.decorate('sharedState', sharedState);
  if (!deps.sharedState) app.addHook('onClose', async () => sharedState.close());
  registerScheduler(app, { autoStart: deps.runScheduledJobs ?? config.env !== 'test' });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // Before any route: every route registered after it declares the error bodies it can answer.
  registerErrorResponses(app);
  await registerSecurity(app, config);
  // After the security headers' hook, so the 503s it sends carry them too.
  const lifecycle = deps.lifecycle ?? createLifecycle();
  lifecycle.track(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: config.sessionSecret });
  // By address, not by key: routes key their limits by more than the address (submissions by
  // address and form), and a list of addresses compared with such keys would exempt nobody.
  // With REDIS_URL the counts live in Redis, so every limit holds across instances (issue 19).
  await app.register(rateLimit, {
    global: false,
    allowList: allowListed(config.rateLimitAllowList),
    ...rateLimitStore(sharedState),
  });
  await app.register(sessionPlugin);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Formloom API', version: APP_VERSION },
      // The REST API (/api/v1) takes a personal API key as a Bearer token (modules/api-v1).
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
      servers: config.publicUrl ? [{ url: config.publicUrl }] : [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No badge from validator.swagger.io: a self-hosted server may reach nothing outside.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // swagger-ui's script sets element styles, which the plugin's `style-src 'self' https:`
    // refuses (a CSP error on every visit); inline styles are what the app's own policy allows
    // (plugins/security.ts). Scripts stay 'self' only.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/img-src [^;]*;/, "img-src 'self' data:;"),
  });

  // Mail leaves through the outbox worker; registered on the root before the routes, so its
  // onResponse nudge sees every route.
  const runMailWorker =
    deps.mailWorker !== undefined
      ? deps.mailWorker !== false
      : config.env !== 'test' || config.mail.smtpUrl !== null;
  if (runMailWorker) {
    registerOutboxWorker(app, config, deps.database.db, deps.mailWorker || undefined);
  }
  const runWebhookWorker =
    deps.webhookWorker !== undefined
      ? deps.webhookWorker !== false
      : config.env !== 'test' || config.webhooks.allowPrivate;
  if (runWebhookWorker) {
    registerWebhookWorker(app, config, deps.database.db, deps.webhookWorker || undefined);
  }

  // Before the feature modules: its request hook (with METRICS_TOKEN) must see their routes.
  registerMetrics(app, {
    database: deps.database,
    ...(deps.metricsCacheMs !== undefined ? { cacheMs: deps.metricsCacheMs } : {}),
  });
  // Feature modules.
  await app.register(healthRoutes, { database: deps.database, lifecycle });
  // Storage handed in by the caller is the caller's to close; one opened here is closed here.
  const storage = deps.storage ?? (await openFileStorage(config));
  if (!deps.storage) app.addHook('onClose', async () => storage.close?.());
  await app.register(identityRoutes, { storage });
  await app.register(formsRoutes, { storage });
  await app.register(formImagesRoutes, { storage });
  await app.register(respondentRoutes, { storage });
  await app.register(responsesRoutes, { storage });
  await app.register(templatesRoutes);
  await app.register(brandKitRoutes, { storage });
  await app.register(collaborationRoutes);
  await app.register(notificationsRoutes);
  await app.register(responseNotificationsRoutes);
  await app.register(billingRoutes);
  await app.register(adminRoutes, { storage });
  await app.register(siteContentRoutes);
  await app.register(webhooksRoutes);
  await app.register(sharedReportsRoutes);
  await app.register(apiKeysRoutes, { storage });

  // Background: abandoned drafts and their files expire (hourly, once across instances).
  app.scheduler.register({
    name: 'expire-drafts',
    everyMs: 60 * 60 * 1000,
    run: () => expireDrafts(deps.database.db, storage, config.draftTtlDays).then(() => undefined),
  });
  // Issue 20: unsubmitted uploads go a minute after UPLOAD_ORPHAN_TTL_SECONDS; retention daily.
  app.scheduler.register(sweepOrphanUploadsJob(app, storage));
  app.scheduler.register(applyRetentionJob(app, storage));
  // ADR 058 addendum: trends and cross-tabs nobody reads stop costing submissions.
  app.scheduler.register(dropIdleRollupsJob(app));

  // Last: the client and the not-found fallback.
  await registerStaticClient(app, config);
  return app;
}
