/** The request rules of the account's sessions, export and deletion (issue 20 items 3 and 4). */
import { describe, expect, it } from 'vitest';
import {
  accountExportFileName,
  accountSessionListSchema,
  confirmsUsername,
  deleteAccountRequestSchema,
  exportedFileSchema,
  sessionIdParamsSchema,
} from './account';
import { PASSWORD_MAX } from './auth';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('sessions', () => {
  it('takes a positive whole session id from the path', () => {
    expect(sessionIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(ok(sessionIdParamsSchema, { id: '0' })).toBe(false);
    expect(ok(sessionIdParamsSchema, { id: '-3' })).toBe(false);
    expect(ok(sessionIdParamsSchema, { id: '1.5' })).toBe(false);
    expect(ok(sessionIdParamsSchema, { id: 'abc' })).toBe(false);
  });

  it('lists sessions with words for the browser and system and the caller marked', () => {
    const session = {
      id: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSeenAt: '2026-01-02T00:00:00.000Z',
      browser: 'Firefox 133',
      system: 'Linux',
      address: null,
      current: true,
    };
    expect(ok(accountSessionListSchema, { sessions: [session] })).toBe(true);
    expect(ok(accountSessionListSchema, { sessions: [{ ...session, current: 'yes' }] })).toBe(
      false,
    );
  });
});

describe('deleting the account', () => {
  it('takes the current password, or nothing for a Google-only account', () => {
    expect(deleteAccountRequestSchema.parse({ currentPassword: 'hunter22' })).toEqual({
      currentPassword: 'hunter22',
    });
    expect(deleteAccountRequestSchema.parse({})).toEqual({});
    expect(ok(deleteAccountRequestSchema, { currentPassword: '' })).toBe(false);
    expect(ok(deleteAccountRequestSchema, { currentPassword: 'x'.repeat(PASSWORD_MAX + 1) })).toBe(
      false,
    );
    expect(ok(deleteAccountRequestSchema, { currentPassword: 12345678 })).toBe(false);
  });

  it('is confirmed by the exact username only', () => {
    expect(confirmsUsername('ada', 'ada')).toBe(true);
    expect(confirmsUsername('  ada ', 'ada')).toBe(true);
    expect(confirmsUsername('Ada', 'ada')).toBe(false);
    expect(confirmsUsername('', 'ada')).toBe(false);
  });
});

describe('the export', () => {
  it('names the file after the account and the day, with nothing a header cannot carry', () => {
    const at = new Date('2026-03-04T23:59:00Z');
    expect(accountExportFileName('ada.l-1', at)).toBe('formloom-ada.l-1-2026-03-04.zip');
    expect(accountExportFileName('a"b c', at)).toBe('formloom-a_b_c-2026-03-04.zip');
    expect(accountExportFileName('', at)).toBe('formloom-account-2026-03-04.zip');
  });

  it('describes each uploaded file in the manifest, with its place in the ZIP and its link', () => {
    const file = {
      form: 'f1',
      question: 'doc',
      name: 'scan.png',
      size: 10,
      type: 'image/png',
      created: '2026-01-01T00:00:00.000Z',
      response: null,
      path: 'files/f1/abc-scan.png',
      url: 'https://forms.example.com/api/forms/f1/files/abc',
    };
    expect(ok(exportedFileSchema, file)).toBe(true);
    expect(ok(exportedFileSchema, { ...file, size: '10' })).toBe(false);
    // A file lost from storage is listed without a place; every file has its link.
    expect(ok(exportedFileSchema, { ...file, path: null })).toBe(true);
    const { url: _url, ...withoutLink } = file;
    expect(ok(exportedFileSchema, withoutLink)).toBe(false);
  });
});
