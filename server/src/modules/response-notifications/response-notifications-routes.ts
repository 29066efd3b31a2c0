/**
 * Notifications about new responses (issue 14): the per-form setting, the unsubscribe link, and
 * the background job that sends the coalesced immediate mails and the daily digests. The
 * immediate mails themselves are written by the submission's statement
 * (immediate-notification-sql.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendCoalescedNotifications } from './coalesce-notifications';
import { registerNotificationSettings } from './notification-settings';
import { sendDailyDigests } from './send-daily-digests';
import { registerUnsubscribe } from './unsubscribe';

/** How often the job looks for due mails: the 5-minute window is kept to within a minute. */
export const JOB_INTERVAL_MS = 60_000;

/** One run of the job; tests call it with the "now" they need. */
export async function runResponseNotificationJobs(app: FastifyInstance, now = new Date()) {
  const { db } = app.database;
  const coalesced = await sendCoalescedNotifications(db, app.config, now);
  const digests = await sendDailyDigests(db, app.config, now);
  return { coalesced, digests };
}

export async function responseNotificationsRoutes(app: FastifyInstance): Promise<void> {
  registerNotificationSettings(app);
  registerUnsubscribe(app);

  // Not in tests: they run the job themselves, with the clock they need.
  if (app.config.env === 'test') return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A run that outlasts the interval (a large backlog) is not overlapped by the next.
    if (running) return;
    running = runResponseNotificationJobs(app)
      .catch((err: unknown) => app.log.error({ err }, 'response notification job failed'))
      .finally(() => (running = null));
  }, JOB_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after this app; a run in flight finishes first.
    await running;
  });
}
