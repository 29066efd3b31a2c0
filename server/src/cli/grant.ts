/**
 * `npm run grant -- --user NAME --pro-until DATE | --credits N [--by ADMIN]`: gives Pro until a
 * date, or credits (a negative N takes credits back after a refund). For servers without Stripe,
 * and for support. Takes the DATA_DIR lock like the server, as make-admin does. Each grant writes
 * its audit entry (actor "command line", issue 27) in the transaction of the change, with the
 * same actions and fields as the console's grants.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { COMMAND_LINE_ACTOR } from '@core/api/admin';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { auditedUser } from '../modules/admin/admin-user-mapping';
import { writeAudit } from '../modules/admin/write-audit';
import { type GrantRequest, grantBilling } from '../modules/billing/grant-billing';
import { withCommandDatabase } from './command-database';
import { isEntryPoint } from './is-entry-point';

export const GRANT_USAGE =
  'Usage: npm run grant -- --user NAME (--pro-until YYYY-MM-DD | --credits N | --credits=-N) [--by ADMIN]';

/** Parses the command line; throws with the usage line when it makes no sense. */
export function parseGrantArgs(argv: string[]): GrantRequest {
  const { values } = parseArgs({
    args: argv,
    options: {
      user: { type: 'string' },
      'pro-until': { type: 'string' },
      credits: { type: 'string' },
      by: { type: 'string' },
    },
    strict: true,
  });
  if (!values.user || (!values['pro-until'] && values.credits === undefined)) {
    throw new Error(GRANT_USAGE);
  }
  const request: GrantRequest = { username: values.user, by: values.by };
  if (values.credits !== undefined) {
    if (!/^-?\d{1,6}$/.test(values.credits) || Number(values.credits) === 0) {
      throw new Error(`--credits takes a whole number other than 0. ${GRANT_USAGE}`);
    }
    request.credits = Number(values.credits);
  }
  if (values['pro-until']) {
    const text = values['pro-until'];
    // A bare date means "through that day": Pro ends at the day's last millisecond (UTC).
    const until = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text);
    if (Number.isNaN(until.getTime())) throw new Error(`--pro-until takes a date. ${GRANT_USAGE}`);
    request.proUntil = until;
  }
  return request;
}

export async function runGrant(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const request = parseGrantArgs(argv);
  const done = await withCommandDatabase(env, (db) => grantFromCommandLine(db, request));
  return done.join('\n');
}

/** The grants and their audit entries, in one transaction; resolves to what was done, in words. */
export async function grantFromCommandLine(db: Db, request: GrantRequest): Promise<string[]> {
  return db.transaction(async (tx) => {
    const account = () =>
      tx.select().from(users).where(eq(users.username, request.username)).for('update');
    const [before] = await account();
    // Throws for an unknown user or a refused grant, and then nothing is written.
    const done = await grantBilling(tx, request);
    const [after] = await account();
    const entry = {
      actor: COMMAND_LINE_ACTOR,
      targetType: 'user',
      targetId: after!.id,
      targetLabel: after!.username,
    } as const;
    const by = request.by ? { processedBy: request.by } : {};
    if (request.credits !== undefined && request.credits !== 0) {
      await writeAudit(tx, {
        ...entry,
        action: request.credits > 0 ? 'user.grant_credits' : 'user.remove_credits',
        before: { credits: before!.credits },
        after: { credits: after!.credits, ...by },
      });
    }
    if (request.proUntil) {
      const pro = (row: typeof before) => {
        const { subscriptionStatus, subscriptionEndDate } = auditedUser(row!);
        return { subscriptionStatus, subscriptionEndDate };
      };
      await writeAudit(tx, {
        ...entry,
        action: 'user.grant_pro',
        before: pro(before),
        after: { ...pro(after), ...by },
      });
    }
    return done;
  });
}

if (isEntryPoint(import.meta.url)) {
  runGrant(process.argv.slice(2))
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
