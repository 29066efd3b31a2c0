import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptServerGuestId,
  browserGuestEnv,
  clearGuestFormLists,
  clearGuestId,
  GUEST_COOKIE_MAX_AGE,
  GUEST_KEYS,
  isGuestId,
  isMigrationChecked,
  readGuestForms,
  readGuestId,
  recordGuestForm,
  restoreGuestId,
  setMigrationChecked,
  type CookieJar,
  type GuestStorageEnv,
  type KeyValueStore,
} from './guest-storage';

const ID_A = '0b7c6f2e-3d1a-4c55-9a7e-111111111111';
const ID_B = '5f0e9d8c-7b6a-4e3d-8c2b-222222222222';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function memoryCookies(): CookieJar & { jar: Map<string, { value: string; maxAge: number }> } {
  const jar = new Map<string, { value: string; maxAge: number }>();
  return {
    jar,
    get: (name) => jar.get(name)?.value ?? null,
    set: (name, value, maxAge) => {
      if (maxAge <= 0) jar.delete(name);
      else jar.set(name, { value, maxAge });
    },
  };
}

function memoryEnv() {
  const local = memoryStore();
  const session = memoryStore();
  const cookies = memoryCookies();
  const env: GuestStorageEnv = { local, session, cookies };
  return { env, local, session, cookies };
}

describe('reading the guest id', () => {
  it('returns null when no mirror holds one', () => {
    expect(readGuestId(memoryEnv().env)).toBeNull();
  });

  it('reads local storage first, then the cookie, then session storage', () => {
    const { env, local, session, cookies } = memoryEnv();
    session.setItem(GUEST_KEYS.guestUserId, ID_A);
    expect(readGuestId(env)).toBe(ID_A);
    cookies.set('anonymousId', ID_B, 100);
    expect(readGuestId(env)).toBe(ID_B);
    local.setItem(GUEST_KEYS.anonymousUserId, ID_A);
    expect(readGuestId(env)).toBe(ID_A);
  });

  it('falls back to the older un-prefixed key and moves it to the current keys', () => {
    const { env, local, session, cookies } = memoryEnv();
    local.setItem('guestUserId', ID_A);
    expect(readGuestId(env)).toBe(ID_A);

    expect(restoreGuestId(env)).toBe(ID_A);
    expect(local.getItem('guestUserId')).toBeNull();
    expect(local.getItem(GUEST_KEYS.guestUserId)).toBe(ID_A);
    expect(local.getItem(GUEST_KEYS.anonymousUserId)).toBe(ID_A);
    expect(local.getItem(GUEST_KEYS.anonymousId)).toBe(ID_A);
    expect(session.getItem(GUEST_KEYS.guestUserId)).toBe(ID_A);
    expect(cookies.get('anonymousId')).toBe(ID_A);
    expect(cookies.get('guest_session_id')).toBe(ID_A);
  });

  it('ignores values that are not guest ids', () => {
    const { env, local } = memoryEnv();
    local.setItem(GUEST_KEYS.guestUserId, '<script>');
    local.setItem(GUEST_KEYS.anonymousId, 'undefined');
    expect(readGuestId(env)).toBeNull();
    expect(isGuestId(ID_A)).toBe(true);
    expect(isGuestId('')).toBe(false);
    expect(isGuestId(42)).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const cookies = memoryCookies();
    const env: GuestStorageEnv = { local: broken, session: null, cookies };
    expect(readGuestId(env)).toBeNull();
    adoptServerGuestId(ID_A, env);
    expect(readGuestId(env)).toBe(ID_A);
  });
});

describe("adopting the server's guest id", () => {
  it('writes the three keys, both cookies (1 year) and the session copy', () => {
    const { env, local, session, cookies } = memoryEnv();
    adoptServerGuestId(ID_A, env);
    for (const key of [GUEST_KEYS.guestUserId, GUEST_KEYS.anonymousUserId, GUEST_KEYS.anonymousId])
      expect(local.getItem(key)).toBe(ID_A);
    expect(session.getItem(GUEST_KEYS.guestUserId)).toBe(ID_A);
    expect(cookies.jar.get('anonymousId')).toEqual({ value: ID_A, maxAge: GUEST_COOKIE_MAX_AGE });
    expect(cookies.jar.get('guest_session_id')).toEqual({
      value: ID_A,
      maxAge: GUEST_COOKIE_MAX_AGE,
    });
    expect(readGuestForms(env)).toEqual({ count: 0, formIds: [], formAnonymousIds: {} });
  });

  it('overwrites a different id and starts the guest form list again', () => {
    const { env, local } = memoryEnv();
    adoptServerGuestId(ID_A, env);
    recordGuestForm('form-1', ID_A, env);
    adoptServerGuestId(ID_B, env);
    expect(readGuestId(env)).toBe(ID_B);
    expect(local.getItem(GUEST_KEYS.formCount)).toBe('0');
    expect(readGuestForms(env).formIds).toEqual([]);
  });

  it('keeps the form list when the server confirms the same id', () => {
    const { env } = memoryEnv();
    adoptServerGuestId(ID_A, env);
    recordGuestForm('form-1', ID_A, env);
    adoptServerGuestId(ID_A, env);
    expect(readGuestForms(env).formIds).toEqual(['form-1']);
  });

  it('refuses an id of the wrong shape', () => {
    const { env } = memoryEnv();
    adoptServerGuestId('x', env);
    expect(readGuestId(env)).toBeNull();
  });
});

describe('guest forms', () => {
  it('records forms as a JSON list, a count and a form-to-guest map, without duplicates', () => {
    const { env, local } = memoryEnv();
    recordGuestForm('form-1', ID_A, env);
    recordGuestForm('form-2', ID_A, env);
    recordGuestForm('form-1', ID_A, env);
    expect(JSON.parse(local.getItem(GUEST_KEYS.formIds) ?? '')).toEqual(['form-1', 'form-2']);
    expect(local.getItem(GUEST_KEYS.formCount)).toBe('2');
    expect(JSON.parse(local.getItem(GUEST_KEYS.formAnonymousIds) ?? '')).toEqual({
      'form-1': ID_A,
      'form-2': ID_A,
    });
  });

  it('reads damaged lists as empty', () => {
    const { env, local } = memoryEnv();
    local.setItem(GUEST_KEYS.formIds, '{not json');
    local.setItem(GUEST_KEYS.formAnonymousIds, '[1,2]');
    local.setItem(GUEST_KEYS.formCount, 'many');
    expect(readGuestForms(env)).toEqual({ count: 0, formIds: [], formAnonymousIds: {} });
  });

  it('clears the lists after a migration but keeps the guest id', () => {
    const { env } = memoryEnv();
    adoptServerGuestId(ID_A, env);
    recordGuestForm('form-1', ID_A, env);
    clearGuestFormLists(env);
    expect(readGuestForms(env)).toEqual({ count: 0, formIds: [], formAnonymousIds: {} });
    expect(readGuestId(env)).toBe(ID_A);
  });

  it('forgets the guest id everywhere on logout', () => {
    const { env, local, session, cookies } = memoryEnv();
    adoptServerGuestId(ID_A, env);
    local.setItem('guestUserId', ID_B);
    clearGuestId(env);
    expect(readGuestId(env)).toBeNull();
    expect(session.data.size).toBe(0);
    expect(cookies.jar.size).toBe(0);
  });
});

describe('the migration flag', () => {
  it('is kept per account and guest id in session storage', () => {
    const { env, session } = memoryEnv();
    expect(isMigrationChecked(1, ID_A, env)).toBe(false);
    setMigrationChecked(1, ID_A, true, env);
    expect(isMigrationChecked(1, ID_A, env)).toBe(true);
    expect(isMigrationChecked(2, ID_A, env)).toBe(false);
    expect(isMigrationChecked(1, ID_B, env)).toBe(false);
    expect(session.data.size).toBe(1);
    setMigrationChecked(1, ID_A, false, env);
    expect(isMigrationChecked(1, ID_A, env)).toBe(false);
  });
});

describe('in the browser', () => {
  const clearCookies = () => {
    for (const name of ['anonymousId', 'guest_session_id']) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  };
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearCookies();
  });
  afterEach(clearCookies);

  it('mirrors the id in real storage and cookies', () => {
    adoptServerGuestId(ID_A);
    expect(window.localStorage.getItem('formloom_guest_user_id')).toBe(ID_A);
    expect(window.localStorage.getItem('formloom_anonymous_user_id')).toBe(ID_A);
    expect(window.localStorage.getItem('formloom_anonymousId')).toBe(ID_A);
    expect(window.sessionStorage.getItem('formloom_guest_user_id')).toBe(ID_A);
    expect(document.cookie).toContain(`anonymousId=${ID_A}`);
    expect(document.cookie).toContain(`guest_session_id=${ID_A}`);

    window.localStorage.clear();
    expect(readGuestId(browserGuestEnv())).toBe(ID_A); // from the cookie

    clearGuestId();
    expect(document.cookie).not.toContain('anonymousId=');
    expect(readGuestId()).toBeNull();
  });
});
