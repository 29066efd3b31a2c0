/**
 * The browser's mirror of the guest identity (product spec sections 3, 4 and 9). The server issues
 * the guest id and binds it to its HttpOnly session cookie; everything here is UI state only and is
 * never sent as proof of identity (DESIGN.md section 5).
 *
 * - The id lives under three local-storage keys, two cookies (1 year, SameSite=Lax, path /) and a
 *   session-storage copy. Reading tries local storage, then the cookies, then session storage, and
 *   finally the un-prefixed keys an older client wrote.
 * - The server's id always wins: adopting it overwrites every mirror, and a different id than the
 *   one held starts a fresh guest (form count 0, empty form list).
 *
 * Storage can be missing or throw (private modes, disabled cookies); every access tolerates that.
 */

export const GUEST_KEYS = {
  guestUserId: 'formloom_guest_user_id',
  anonymousUserId: 'formloom_anonymous_user_id',
  anonymousId: 'formloom_anonymousId',
  formCount: 'formloom_guest_form_count',
  formIds: 'formloom_guest_form_ids',
  formAnonymousIds: 'formloom_form_anonymous_ids',
} as const;

/** The local-storage keys that each hold a copy of the guest id, in reading order. */
const ID_KEYS = [GUEST_KEYS.guestUserId, GUEST_KEYS.anonymousUserId, GUEST_KEYS.anonymousId];

/** Keys an older client used, before the keys carried the product's name. */
export const LEGACY_ID_KEYS = ['guestUserId', 'anonymousUserId', 'anonymousId'] as const;

export const GUEST_COOKIES = ['anonymousId', 'guest_session_id'] as const;

/** One year (product spec section 9). */
export const GUEST_COOKIE_MAX_AGE = 31_536_000;

const MIGRATION_FLAG_PREFIX = 'formloom_guest_migration_checked';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieJar {
  get(name: string): string | null;
  /** A negative or zero max-age deletes the cookie. */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

export interface GuestStorageEnv {
  local: KeyValueStore | null;
  session: KeyValueStore | null;
  cookies: CookieJar;
}

/** The real browser: localStorage, sessionStorage and document.cookie. */
export function browserGuestEnv(): GuestStorageEnv {
  return {
    local: storageOrNull(() => window.localStorage),
    session: storageOrNull(() => window.sessionStorage),
    cookies: documentCookies,
  };
}

/**
 * Guest ids are UUIDs (the server's, and the older client's generated ones); anything else in a
 * mirror, such as "undefined" written by a bug, is ignored rather than trusted or copied on.
 */
export function isGuestId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/** The guest id this browser holds, read in the spec's order; null when there is none. */
export function readGuestId(env: GuestStorageEnv = browserGuestEnv()): string | null {
  for (const key of ID_KEYS) {
    const value = get(env.local, key);
    if (isGuestId(value)) return value;
  }
  for (const name of GUEST_COOKIES) {
    const value = env.cookies.get(name);
    if (isGuestId(value)) return value;
  }
  const fromSession = get(env.session, GUEST_KEYS.guestUserId);
  if (isGuestId(fromSession)) return fromSession;
  for (const key of LEGACY_ID_KEYS) {
    const value = get(env.local, key);
    if (isGuestId(value)) return value;
  }
  return null;
}

/**
 * Reads the guest id and makes every mirror agree with it, moving an id found only under an
 * older key to the current keys. Returns the id, or null.
 */
export function restoreGuestId(env: GuestStorageEnv = browserGuestEnv()): string | null {
  const id = readGuestId(env);
  if (id) writeGuestId(id, env);
  return id;
}

/**
 * Takes the id the server issued. A different id than the one held means a different guest: the
 * guest form count and list start again from empty.
 */
export function adoptServerGuestId(
  serverId: string,
  env: GuestStorageEnv = browserGuestEnv(),
): void {
  if (!isGuestId(serverId)) return;
  if (readGuestId(env) !== serverId) resetGuestForms(env);
  writeGuestId(serverId, env);
}

/** Forgets the guest id everywhere (on logout, before the server issues a new one). */
export function clearGuestId(env: GuestStorageEnv = browserGuestEnv()): void {
  for (const key of [...ID_KEYS, ...LEGACY_ID_KEYS]) remove(env.local, key);
  for (const name of GUEST_COOKIES) env.cookies.set(name, '', 0);
  remove(env.session, GUEST_KEYS.guestUserId);
}

export interface GuestForms {
  count: number;
  formIds: string[];
  /** Form id to the guest id that created it. */
  formAnonymousIds: Record<string, string>;
}

export function readGuestForms(env: GuestStorageEnv = browserGuestEnv()): GuestForms {
  const count = Number.parseInt(get(env.local, GUEST_KEYS.formCount) ?? '', 10);
  const formIds = parseJson(get(env.local, GUEST_KEYS.formIds), isStringArray) ?? [];
  const formAnonymousIds =
    parseJson(get(env.local, GUEST_KEYS.formAnonymousIds), isStringRecord) ?? {};
  return {
    count: Number.isFinite(count) && count >= 0 ? count : formIds.length,
    formIds,
    formAnonymousIds,
  };
}

/** Notes a form a guest created, for the guest form count (the limit of 5 is not enforced). */
export function recordGuestForm(
  formId: string,
  guestId: string,
  env: GuestStorageEnv = browserGuestEnv(),
): GuestForms {
  const current = readGuestForms(env);
  const formIds = current.formIds.includes(formId) ? current.formIds : [...current.formIds, formId];
  const next: GuestForms = {
    count: formIds.length,
    formIds,
    formAnonymousIds: { ...current.formAnonymousIds, [formId]: guestId },
  };
  writeGuestForms(next, env);
  return next;
}

/** After a migration the guest's forms belong to the account: the local lists start empty. */
export function clearGuestFormLists(env: GuestStorageEnv = browserGuestEnv()): void {
  resetGuestForms(env);
}

/** The session-storage key that marks the migration check done for an account and guest id. */
export function migrationFlagKey(userId: number, guestId: string): string {
  return `${MIGRATION_FLAG_PREFIX}:${userId}:${guestId}`;
}

export function isMigrationChecked(
  userId: number,
  guestId: string,
  env: GuestStorageEnv = browserGuestEnv(),
): boolean {
  return get(env.session, migrationFlagKey(userId, guestId)) === '1';
}

export function setMigrationChecked(
  userId: number,
  guestId: string,
  checked: boolean,
  env: GuestStorageEnv = browserGuestEnv(),
): void {
  const key = migrationFlagKey(userId, guestId);
  if (checked) set(env.session, key, '1');
  else remove(env.session, key);
}

function writeGuestId(id: string, env: GuestStorageEnv): void {
  for (const key of ID_KEYS) set(env.local, key, id);
  for (const key of LEGACY_ID_KEYS) remove(env.local, key);
  for (const name of GUEST_COOKIES) env.cookies.set(name, id, GUEST_COOKIE_MAX_AGE);
  set(env.session, GUEST_KEYS.guestUserId, id);
}

function resetGuestForms(env: GuestStorageEnv): void {
  writeGuestForms({ count: 0, formIds: [], formAnonymousIds: {} }, env);
}

function writeGuestForms(forms: GuestForms, env: GuestStorageEnv): void {
  set(env.local, GUEST_KEYS.formCount, String(forms.count));
  set(env.local, GUEST_KEYS.formIds, JSON.stringify(forms.formIds));
  set(env.local, GUEST_KEYS.formAnonymousIds, JSON.stringify(forms.formAnonymousIds));
}

function get(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(store: KeyValueStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the mirror is a convenience, the server holds the identity.
  }
}

function remove(store: KeyValueStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // As above.
  }
}

function storageOrNull(read: () => Storage): KeyValueStore | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const documentCookies: CookieJar = {
  get(name) {
    try {
      for (const part of document.cookie.split(';')) {
        const [rawName, ...rest] = part.trim().split('=');
        if (rawName === name) return decodeURIComponent(rest.join('='));
      }
    } catch {
      // Cookies blocked.
    }
    return null;
  },
  set(name, value, maxAgeSeconds) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    try {
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
    } catch {
      // Cookies blocked.
    }
  },
};

function parseJson<T>(text: string | null, guard: (value: unknown) => value is T): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
