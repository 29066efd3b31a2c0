import {
  migrateAnonymousFormsResponseSchema,
  type MigrateAnonymousFormsResponse,
} from '@core/api/auth';
import type { QueryClient } from '@tanstack/react-query';
import { toast, TOAST_DURATION, type ToastOptions } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { clearGuestFormLists, isMigrationChecked, setMigrationChecked } from '@/lib/guest-storage';
import { plural } from '@/lib/plural';

export const MIGRATION_ISSUE_FALLBACK =
  'Some forms may not have been transferred. Check your dashboard to verify.';

/** The toasts a migration answer calls for, in the order they are shown. */
export function migrationResultToasts(result: MigrateAnonymousFormsResponse): ToastOptions[] {
  const toasts: ToastOptions[] = [];
  if (result.migratedCount > 0) {
    const responses =
      result.totalResponsesMigrated > 0
        ? `, with ${plural(result.totalResponsesMigrated, 'response')}`
        : '';
    toasts.push({
      title: 'Forms Successfully Migrated',
      description: `${plural(result.migratedCount, 'form')} moved to your account${responses}.`,
      variant: 'success',
      duration: TOAST_DURATION.migration,
    });
  }
  if (result.unpublishedCount > 0) {
    toasts.push({
      title: 'Migration Warning',
      description: 'Some forms may not have been transferred to your account.',
      duration: TOAST_DURATION.migration,
    });
  }
  return toasts;
}

/** Form Migration Issue: the error's message, else the spec's fallback (section 8). */
export function migrationErrorToast(error: unknown): ToastOptions {
  const message = isApiError(error)
    ? (error.serverMessage ?? error.message)
    : error instanceof Error && error.message.trim() !== ''
      ? error.message
      : MIGRATION_ISSUE_FALLBACK;
  return {
    title: 'Form Migration Issue',
    description: message || MIGRATION_ISSUE_FALLBACK,
    variant: 'destructive',
    duration: TOAST_DURATION.migration,
  };
}

/**
 * Moves this browser's guest forms into the signed-in account, at most once per account and guest
 * id per browser session (marked in session storage before the call, so a second trigger does not
 * run it again; unmarked on failure so a reload tries again). The server decides which guest's forms
 * move from its own session; the id in the body is the spec's payload and carries no authority.
 */
export async function migrateGuestForms(
  client: QueryClient,
  userId: number,
  guestId: string,
): Promise<MigrateAnonymousFormsResponse | null> {
  if (isMigrationChecked(userId, guestId)) return null;
  setMigrationChecked(userId, guestId, true);
  try {
    const res = await apiRequest('POST', '/api/migrate-anonymous-forms', { anonymousId: guestId });
    const result = migrateAnonymousFormsResponseSchema.parse(await res.json());
    clearGuestFormLists();
    for (const options of migrationResultToasts(result)) toast(options);
    await Promise.all([
      client.invalidateQueries({ queryKey: ['/api/forms'] }),
      client.invalidateQueries({ queryKey: ['/api/anonymous-forms'] }),
    ]);
    return result;
  } catch (error) {
    setMigrationChecked(userId, guestId, false);
    toast(migrationErrorToast(error));
    return null;
  }
}
