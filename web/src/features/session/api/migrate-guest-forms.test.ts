import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToasts } from '@/components/ui/use-toast';
import {
  adoptServerGuestId,
  isMigrationChecked,
  readGuestForms,
  recordGuestForm,
} from '@/lib/guest-storage';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import {
  MIGRATION_ISSUE_FALLBACK,
  migrateGuestForms,
  migrationErrorToast,
  migrationResultToasts,
} from './migrate-guest-forms';

const GUEST = '0b7c6f2e-3d1a-4c55-9a7e-111111111111';
const ROUTE = 'POST /api/migrate-anonymous-forms';

const result = (migratedCount: number, unpublishedCount = 0, totalResponsesMigrated = 0) => ({
  migratedCount,
  unpublishedCount,
  totalResponsesMigrated,
  details: [],
});

function currentToasts() {
  const { result: hook, unmount } = renderHook(() => useToasts());
  const value = hook.current;
  unmount();
  return value;
}

describe('migration toasts', () => {
  it('says how many forms moved, for 8 seconds', () => {
    expect(migrationResultToasts(result(2))).toEqual([
      {
        title: 'Forms Successfully Migrated',
        description: '2 forms moved to your account.',
        variant: 'success',
        duration: 8000,
      },
    ]);
    expect(migrationResultToasts(result(1, 0, 3))[0]?.description).toBe(
      '1 form moved to your account, with 3 responses.',
    );
  });

  it('adds the Migration Warning when forms were unpublished', () => {
    const toasts = migrationResultToasts(result(3, 1));
    expect(toasts.map((t) => t.title)).toEqual([
      'Forms Successfully Migrated',
      'Migration Warning',
    ]);
    expect(toasts[1]).toMatchObject({
      description: 'Some forms may not have been transferred to your account.',
      duration: 8000,
    });
  });

  it('shows nothing when there was nothing to move', () => {
    expect(migrationResultToasts(result(0))).toEqual([]);
  });

  it("reports a failure with the error's message, else the spec's fallback", () => {
    expect(migrationErrorToast(new Error('Network down'))).toEqual({
      title: 'Form Migration Issue',
      description: 'Network down',
      variant: 'destructive',
      duration: 8000,
    });
    expect(migrationErrorToast('???').description).toBe(MIGRATION_ISSUE_FALLBACK);
    expect(migrationErrorToast(new Error('')).description).toBe(MIGRATION_ISSUE_FALLBACK);
  });
});

describe('migrateGuestForms', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    clearToasts();
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adoptServerGuestId(GUEST);
    recordGuestForm('form-1', GUEST);
  });
  afterEach(() => {
    clearToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves the forms, toasts, clears the guest lists and refreshes the form lists', async () => {
    const api = mockApi({ [ROUTE]: jsonResponse(result(1)) });
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await migrateGuestForms(client, 7, GUEST);

    expect(api.callsTo(ROUTE)).toEqual([
      { method: 'POST', url: '/api/migrate-anonymous-forms', body: { anonymousId: GUEST } },
    ]);
    expect(currentToasts().map((t) => t.title)).toEqual(['Forms Successfully Migrated']);
    expect(readGuestForms()).toEqual({ count: 0, formIds: [], formAnonymousIds: {} });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/forms'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/anonymous-forms'] });
  });

  it('runs once per account and guest id in a browser session', async () => {
    const api = mockApi({ [ROUTE]: jsonResponse(result(0)) });
    const client = createQueryClient();
    await migrateGuestForms(client, 7, GUEST);
    await migrateGuestForms(client, 7, GUEST);
    expect(api.callsTo(ROUTE)).toHaveLength(1);
    expect(isMigrationChecked(7, GUEST)).toBe(true);
    expect(currentToasts()).toEqual([]);

    await migrateGuestForms(client, 8, GUEST);
    expect(api.callsTo(ROUTE)).toHaveLength(2);
  });

  it('warns when published forms became drafts', async () => {
    mockApi({ [ROUTE]: jsonResponse(result(2, 1)) });
    await migrateGuestForms(createQueryClient(), 7, GUEST);
    expect(currentToasts().map((t) => t.title)).toEqual([
      'Migration Warning',
      'Forms Successfully Migrated',
    ]);
  });

  it("shows Form Migration Issue with the server's message, keeps the lists and may retry", async () => {
    mockApi({
      [ROUTE]: jsonResponse({ message: 'Database unavailable', code: 'INTERNAL' }, 500),
    });
    await migrateGuestForms(createQueryClient(), 7, GUEST);
    const [issue] = currentToasts();
    expect(issue).toMatchObject({
      title: 'Form Migration Issue',
      description: 'Database unavailable',
      variant: 'destructive',
      duration: 8000,
    });
    expect(readGuestForms().formIds).toEqual(['form-1']);
    expect(isMigrationChecked(7, GUEST)).toBe(false);
  });
});
