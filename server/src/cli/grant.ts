/**
 * `npm run grant -- --user NAME --pro-until DATE | --credits N [--by ADMIN]`: gives Pro until a
 * date, or credits (a negative N takes credits back after a refund). For servers without Stripe,
 * and for support. Takes the DATA_DIR lock like the server, as make-admin does.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { type GrantRequest, grantBilling } from '../modules/billing/grant-billing';
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
  const config = loadConfig(env);
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
        : { driver: 'pglite', dataDir: config.dataDir },
    );
    try {
      return (await grantBilling(database.db, request)).join('\n');
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}

if (isEntryPoint(import.meta.url)) {
  runGrant(process.argv.slice(2))
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
