/**
 * The audit log's one writer. Call it with the transaction of the change it records, so an entry
 * exists if and only if the change committed. Other modules (site content) call it too. Rows are
 * never updated or deleted (a trigger refuses it), so `before` and `after` are what was true then.
 */
import { COMMAND_LINE_ACTOR } from '@core/api/admin';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';
import type { UserRow } from '../identity/session-store';

export interface AuditEntryInput {
  /**
   * The admin who acted (their username is kept too, so the entry outlives the account), or the
   * server's command line (cli/make-admin.ts, cli/grant.ts).
   */
  actor: Pick<UserRow, 'id' | 'username'> | typeof COMMAND_LINE_ACTOR;
  /** e.g. user.make_admin, form.unpublish, content.update */
  action: string;
  targetType: 'user' | 'form' | 'content' | 'template' | 'brand_kit';
  targetId: string | number | null;
  /** A readable name of the target at the time (username, form title, slug). */
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export async function writeAudit(tx: Db, entry: AuditEntryInput): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: entry.actor === COMMAND_LINE_ACTOR ? null : entry.actor.id,
      actorName: entry.actor === COMMAND_LINE_ACTOR ? COMMAND_LINE_ACTOR : entry.actor.username,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === null ? null : String(entry.targetId),
      targetLabel: entry.targetLabel ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}
