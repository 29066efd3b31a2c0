/**
 * The server replaced the builder's draft (a discard or a restore, ADR 036): the editor, the
 * autosave's base and the form's cache entry take it, and this browser's copy is dropped.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FormDetail } from '@core/api/forms';
import { definitionOf, formQueryKey } from '@/lib/forms-api';
import type { BuilderSession } from './builder-context';
import { clearLocalDraft } from './local-draft';

export function adoptServerDraft(
  session: Pick<BuilderSession, 'store' | 'autosave'>,
  queryClient: QueryClient,
  detail: FormDetail,
): void {
  const definition = definitionOf(detail);
  session.store.dispatch({ type: 'reset', definition });
  session.autosave.rebase(detail.version, definition);
  clearLocalDraft(detail.id);
  queryClient.setQueryData(formQueryKey(detail.id), detail);
}
