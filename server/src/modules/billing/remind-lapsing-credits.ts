/**
 * The credit reminder job: CREDIT_REMINDER_DAYS before a form's credit lapses, its owner is told
 * (once: `reminded_at`) that the form stays published but counts towards the limit again. The
 * routes plugin runs it hourly; tests call it with their own "now".
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { CREDIT_REMINDER_DAYS } from '@core/api/billing';
import type { Db } from '../../db/database';
import { formPublishCredits, forms } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends the reminders due at `now`; answers how many were sent. */
export async function remindLapsingCredits(db: Db, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + CREDIT_REMINDER_DAYS * DAY_MS);
  const due = await db
    .select({ id: formPublishCredits.id })
    .from(formPublishCredits)
    .where(
      and(
        isNull(formPublishCredits.remindedAt),
        gt(formPublishCredits.expiresAt, now),
        lte(formPublishCredits.expiresAt, horizon),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    // One transaction per reminder: the stamp and the notification commit together, and a
    // second instance running the job at the same time finds the row stamped and skips it.
    const done = await db.transaction(async (tx) => {
      const [credit] = await tx
        .update(formPublishCredits)
        .set({ remindedAt: now })
        .where(and(eq(formPublishCredits.id, id), isNull(formPublishCredits.remindedAt)))
        .returning();
      if (!credit) return false;
      // A later credit on the same form (spent again) makes this reminder moot.
      const [later] = await tx
        .select({ id: formPublishCredits.id })
        .from(formPublishCredits)
        .where(
          and(
            eq(formPublishCredits.formId, credit.formId),
            gt(formPublishCredits.expiresAt, credit.expiresAt),
          ),
        )
        .limit(1);
      const [form] = await tx
        .select({ title: forms.title, published: forms.published })
        .from(forms)
        .where(eq(forms.id, credit.formId));
      if (later || !form?.published) return false;
      const day = credit.expiresAt.toISOString().slice(0, 10);
      await notifyUser(tx, {
        userId: credit.userId,
        type: 'other',
        title: 'Publish credit ending soon',
        message: `The credit on "${form.title}" ends on ${day}. The form stays published, but it will count towards your free limit again.`,
        data: {
          formId: credit.formId,
          actionUrl: '/billing',
          expiresAt: credit.expiresAt.toISOString(),
        },
      });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
