/** Which forms the NPS analytics cover: the user's own and those shared with them, or one of them. */
import { type SQL, sql } from 'drizzle-orm';

/** A WHERE condition on `forms f`. Admins see their own forms here, like everyone else. */
export function npsFormScope(userId: number, formId: string | undefined): SQL {
  return sql`(f.owner_id = ${userId} or f.id in (select form_id from form_collaborators where user_id = ${userId}))
    ${formId ? sql`and f.id = ${formId}` : sql``}`;
}
