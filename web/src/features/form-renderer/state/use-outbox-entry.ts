/**
 * This response's entry in the outbox (offline/outbox.ts), kept current as the scheduler or the
 * service worker sends it. `earlier` is the entry when the page opened with the response already
 * queued (submitted offline, the tab closed before the connection came back): the page shows where
 * it stands instead of the questions, and keeps showing how it ended after the entry has left.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OutboxEntry } from '../offline/offline-db';
import { offlineOutbox } from '../offline/load-offline';

export function useOutboxEntry(draftId: string) {
  const [entry, setEntry] = useState<OutboxEntry | null>(null);
  const [earlier, setEarlier] = useState<OutboxEntry | null>(null);

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const update = (found: OutboxEntry | null) => {
      if (!live) return;
      setEntry(found);
      // Left the outbox (told, or forgotten): the last known state stays on screen.
      if (found) setEarlier((shown) => (shown ? found : shown));
    };
    void offlineOutbox().then(async (outbox) => {
      if (!outbox || !live) return;
      unsubscribe = outbox.subscribe((entries) =>
        update(entries.find((e) => e.draftId === draftId) ?? null),
      );
      const found = (await outbox.get(draftId)) ?? null;
      if (live && found) setEarlier(found);
      update(found);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [draftId]);

  const sendNow = useCallback(() => void offlineOutbox().then((outbox) => outbox?.flush(true)), []);
  /** The respondent has seen how it ended: the entry leaves the outbox. */
  const forget = useCallback(
    () => void offlineOutbox().then((outbox) => outbox?.forget(draftId)),
    [draftId],
  );
  /** Back to the questions (the form changed): the entry leaves, the answers stay. */
  const review = useCallback(() => {
    setEarlier(null);
    forget();
  }, [forget]);

  /** The respondent went back to change an answer: a submission still waiting is withdrawn. */
  const withdraw = useCallback(
    () =>
      void offlineOutbox().then(async (outbox) => {
        const waiting = await outbox?.get(draftId);
        if (waiting?.state.kind === 'pending') await outbox?.forget(draftId);
      }),
    [draftId],
  );

  return { entry, earlier, sendNow, forget, review, withdraw };
}
