/**
 * Each owner's file storage against their plan's quota (issue 20): what /billing shows, what
 * refuses uploads to a full owner's forms, and the owner's warnings at 80 % and 100 %.
 *
 * Used storage is every uploaded file on the owner's forms (submitted or still in a draft: both
 * take space), the pictures uploaded for those forms' image choices (issue 28) and the brand logos
 * they uploaded. A guest's forms share the Free quota, counted
 * over the forms of that guest id. Admins get the Pro quota, as they get unlimited publishing.
 *
 * The warnings: `users.storage_alert_level` holds the highest one sent (0, 80, 100). Raising it is
 * a conditional update in the transaction that queues the notification and the mail, so each
 * crossing is told once even with uploads arriving on several instances at once; when usage falls
 * back (responses deleted, files swept, Pro bought) it is lowered without a word, so the next
 * crossing is told again.
 */
import { type StorageUsage, formatBytes, storageAlertLevel } from '@core/api/billing';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';
import { isPro } from '../identity/published-form-limit';
import type { UserRow } from '../identity/session-store';
import { notifyUser } from '../notifications/notify-user';
import { queryRows } from '../responses/query-rows';
import { STORAGE_QUOTA_BYTES } from './plans';

/** The quota of a user's plan; null (a guest's forms) gets the Free figure. */
export function storageQuotaOf(user: UserRow | null): number {
  if (user && (user.role === 'admin' || isPro(user))) return STORAGE_QUOTA_BYTES.pro;
  return STORAGE_QUOTA_BYTES.free;
}

/** Who a form's files count against: its owner, or the guest who created it. */
export type StorageHolder = { ownerId: number } | { anonymousId: string };

export async function storageUsedBy(db: Db, holder: StorageHolder): Promise<number> {
  // bigint sums arrive as strings on node-postgres; Number() reads either.
  const query =
    'ownerId' in holder
      ? sql`select
          coalesce((select sum(f.size) from uploaded_files f join forms fo on fo.id = f.form_id
                    where fo.owner_id = ${holder.ownerId}), 0)
          + coalesce((select sum(size) from brand_logos where owner_id = ${holder.ownerId}), 0)
          + coalesce((select sum(i.size) from form_images i join forms fo on fo.id = i.form_id
                    where fo.owner_id = ${holder.ownerId}), 0)
          as used`
      : sql`select
          coalesce((select sum(f.size) from uploaded_files f join forms fo on fo.id = f.form_id
                    where fo.owner_id is null and fo.anonymous_id = ${holder.anonymousId}), 0)
          + coalesce((select sum(i.size) from form_images i join forms fo on fo.id = i.form_id
                    where fo.owner_id is null and fo.anonymous_id = ${holder.anonymousId}), 0)
          as used`;
  const [row] = await queryRows<{ used: string | number }>(db, query);
  return Number(row?.used ?? 0);
}

/**
 * Whether the form's owner (or guest creator) has used their whole quota, which refuses their
 * next upload. "Full" is checked before the file: the last file may take an owner slightly past
 * the quota (at most one upload's size), and the 100 % warning is sent exactly when uploads start
 * being refused.
 */
export async function isStorageFull(
  db: Db,
  config: AppConfig,
  form: { ownerId: number | null; anonymousId: string | null },
): Promise<boolean> {
  let holder: StorageHolder;
  let quota: number;
  if (form.ownerId !== null) {
    const [owner] = await db.select().from(users).where(eq(users.id, form.ownerId));
    holder = { ownerId: form.ownerId };
    quota = storageQuotaOf(owner ?? null);
  } else if (form.anonymousId !== null) {
    holder = { anonymousId: form.anonymousId };
    quota = storageQuotaOf(null);
  } else {
    return false;
  }
  if ((await storageUsedBy(db, holder)) < quota) return false;
  // A quota that shrank (Pro ended) fills without an upload crossing it: tell the owner now.
  if (form.ownerId !== null) await refreshStorageAlert(db, config, form.ownerId);
  return true;
}

export async function storageUsageOf(db: Db, user: UserRow): Promise<StorageUsage> {
  return {
    usedBytes: await storageUsedBy(db, { ownerId: user.id }),
    quotaBytes: storageQuotaOf(user),
  };
}

/**
 * Brings the user's alert level in line with their usage now: tells them (bell and e-mail) when
 * it rose to 80 or 100, lowers it silently when it fell. Answers the usage it read.
 */
export async function refreshStorageAlert(
  db: Db,
  config: AppConfig,
  userId: number,
): Promise<StorageUsage | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const usage = await storageUsageOf(db, user);
  const level = storageAlertLevel(usage);
  if (level < user.storageAlertLevel) {
    await db
      .update(users)
      .set({ storageAlertLevel: level })
      .where(and(eq(users.id, userId), gt(users.storageAlertLevel, level)));
  } else if (level > user.storageAlertLevel) {
    await db.transaction(async (tx) => {
      const [raised] = await tx
        .update(users)
        .set({ storageAlertLevel: level })
        .where(and(eq(users.id, userId), lt(users.storageAlertLevel, level)))
        .returning({ email: users.email });
      // Another instance told them a moment ago.
      if (!raised) return;
      const words = alertWords(level === 100 ? 100 : 80, usage);
      await notifyUser(tx, {
        userId,
        type: 'other',
        title: words.title,
        message: words.message,
        data: { actionUrl: '/billing', storageAlertLevel: level },
      });
      const content = renderMail({
        heading: words.title,
        paragraphs: [words.message, words.advice],
        action: { label: 'See your storage', url: `${config.mail.linkOrigin}/billing` },
        footer: ['You got this because you own forms on Formloom.'],
      });
      await enqueueMail(tx, {
        kind: 'storage_quota',
        to: raised.email,
        subject: words.title,
        ...content,
      });
    });
  }
  return usage;
}

function alertWords(level: 80 | 100, usage: StorageUsage) {
  const used = `You have used ${formatBytes(usage.usedBytes)} of your ${formatBytes(usage.quotaBytes)} of file storage.`;
  const advice =
    'To make room, delete responses with files you no longer need' +
    (usage.quotaBytes < STORAGE_QUOTA_BYTES.pro
      ? `, or upgrade to Pro for ${formatBytes(STORAGE_QUOTA_BYTES.pro)}.`
      : '.');
  if (level === 100) {
    return {
      title: 'Your file storage is full',
      message: `${used} Your forms no longer accept file uploads; everything else keeps working.`,
      advice,
    };
  }
  return {
    title: 'Your file storage is 80% full',
    message: `${used} When it is full, your forms stop accepting file uploads.`,
    advice,
  };
}
