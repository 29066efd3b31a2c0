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

  // Once per interval across instances (jobs/scheduler.ts); tests run it themselves, with the
  // clock they need. A run never overlaps the next: the scheduler holds the job's claim.
  app.scheduler.register({
    name: 'response-notifications',
    everyMs: JOB_INTERVAL_MS,
    run: async () => {
      await runResponseNotificationJobs(app);
    },
  });
}
