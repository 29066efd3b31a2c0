import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formQueryKey, parseFormDetail } from './forms-api';
import { hasPendingSave, whenNoPendingSave } from './pending-form-saves';

/** Data fetched this recently (for example by the access check just before) is used as is. */
export const FORM_FRESH_MS = 3000;

/**
 * One form as GET /api/forms/{id} returns it, parsed. The cache entry holds the raw JSON (the
 * access guard reads the same key); `select` parses it.
 *
 * `ready` turns true once the data is current for an editing screen: fetched at most
 * FORM_FRESH_MS before the screen opened (else fetched again), after any save of it that was in
 * flight when the screen opened (a builder saving on its way out). Once true it stays true: editors
 * initialise from it once, and their own saves must not unmount them.
 */
export function useFormDetail(id: string | undefined) {
  const [openedAt] = useState(() => Date.now());
  const [waitingForSave, setWaitingForSave] = useState(() => (id ? hasPendingSave(id) : false));
  useEffect(() => {
    if (!waitingForSave || !id) return;
    let active = true;
    void whenNoPendingSave(id).then(() => active && setWaitingForSave(false));
    return () => {
      active = false;
    };
  }, [id, waitingForSave]);
  const query = useQuery({
    queryKey: formQueryKey(id ?? ''),
    enabled: Boolean(id) && !waitingForSave,
    select: parseFormDetail,
    refetchOnMount: (q) => (q.state.dataUpdatedAt < openedAt - FORM_FRESH_MS ? 'always' : false),
  });
  const ready =
    query.data !== undefined && !waitingForSave && query.dataUpdatedAt >= openedAt - FORM_FRESH_MS;
  return { ...query, ready };
}
