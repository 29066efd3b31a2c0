/**
 * The account's own data (issue 20 items 3 and 4): the signed-in sessions (devices) of the account,
 * the export of everything it holds as one ZIP, and the deletion of the account. Identity never
 * travels in these bodies: the server reads its session.
 */
import { z } from 'zod';
import { PASSWORD_MAX } from './auth';

export const SESSIONS_PATH = '/api/user/sessions';
export const SIGN_OUT_OTHERS_PATH = '/api/user/sessions/sign-out-others';
export const ACCOUNT_EXPORT_PATH = '/api/user/export';
export const ACCOUNT_PATH = '/api/user';

/** One signed-in session of the account, as /profile lists it. */
export const accountSessionSchema = z.object({
  /** The session's row id: enough to sign it out, useless as a cookie. */
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** "Chrome 131", "Firefox", or "Unknown browser". */
  browser: z.string(),
  /** "macOS 14.5", "Android 14", or "Unknown system". */
  system: z.string(),
  /** The address the session was opened from, when known. */
  address: z.string().nullable(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/user/sessions: the caller's first, then the most recently seen. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** DELETE /api/user/sessions/{id} and POST .../sign-out-others: how many sessions ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/**
 * DELETE /api/user. `currentPassword` proves it is the owner (403 REAUTH_REQUIRED without it); an
 * account without a password (Google only) sends none and needs a Google sign-in in the last
 * five minutes instead. The typed confirmation of the username is the client's.
 */
export const deleteAccountRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** True when the text typed to confirm a deletion is the username, exactly (spaces around aside). */
export function confirmsUsername(typed: string, username: string): boolean {
  return typed.trim() === username;
}

/** The export's file name: formloom-<username>-<yyyy-mm-dd>.zip, safe in a quoted header. */
export function accountExportFileName(username: string, at: Date): string {
  const safe = username.replace(/[^\w.-]/g, '_').slice(0, 60) || 'account';
  return `formloom-${safe}-${at.toISOString().slice(0, 10)}.zip`;
}

/** One uploaded file in the export's files.json; the file itself is in the ZIP at `path`. */
export const exportedFileSchema = z.object({
  form: z.string(),
  question: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  created: z.string(),
  /** The response that holds it, or null for an upload whose draft was never submitted. */
  response: z.string().nullable(),
  /**
   * Where the file is in the ZIP: files/<form>/<file id>-<name>. Null when its stored copy could
   * not be found (it was lost from storage); the manifest still lists it.
   */
  path: z.string().nullable(),
  /** Its download on the server, for the account's owner (or anyone the form is shared with). */
  url: z.string(),
});
export type ExportedFile = z.infer<typeof exportedFileSchema>;
