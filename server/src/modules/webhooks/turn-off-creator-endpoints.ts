/**
 * An endpoint lives with its creator's access (ADR 028): whoever added it chose its URL and could
 * read its signing secret, so once they can no longer manage the form's webhooks, nothing more may
 * go to it. Called inside the transaction that ends or lowers the access (removal, leaving, a role
 * lowered to viewer, the account's erasure), so no event is queued for it after that commits.
 *
 * Each such endpoint is turned off with a reason its owner can read, and what still waits for it
 * is given up (`failed`, as when an endpoint is turned off for failing). It cannot be turned on
 * again (update-webhook.ts): its secret is known to someone without access, so a person who wants
 * those events adds a new endpoint, with a new secret.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { FormAction } from '../../plugins/access';
import { queryRows } from '../responses/query-rows';

/** The access an endpoint's creator must keep: the one the webhook routes check. */
export const MANAGE_WEBHOOKS: FormAction = 'edit';

export const CREATOR_LOST_ACCESS_REASON = 'Turned off: its creator no longer has access.';

/**
 * Turns off the endpoints `userId` created, on `formId` or (without it) on every form, and gives
 * up their pending deliveries. Returns the endpoints' ids.
 */
export async function turnOffCreatorEndpoints(
  tx: Db,
  userId: number,
  formId?: string,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`
      update webhook_endpoints
      set enabled = false, disabled_reason = ${CREATOR_LOST_ACCESS_REASON}, updated_at = now()
      where created_by = ${userId} ${formId === undefined ? sql`` : sql`and form_id = ${formId}`}
        and disabled_reason is distinct from ${CREATOR_LOST_ACCESS_REASON}
      returning id`,
  );
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return ids;
  // Leased ones too. A worker that claimed one before this commit (its claim checked the access,
  // claim-due-deliveries.ts) may be sending it now; it records that attempt's outcome over this.
  await tx.execute(sql`
    update webhook_deliveries set status = 'failed', locked_until = null
    where status = 'pending' and endpoint_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return ids;
}
