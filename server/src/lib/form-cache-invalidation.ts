/**
 * What every instance remembers about a form for a moment (the public form's snapshot in
 * respondent/load-public-form.ts, whether it has immediate notification subscribers in
 * response-notifications/immediate-subscribers.ts) is forgotten on every instance when the form
 * changes: `invalidateForm` forgets it here at once and publishes the ids on the shared state, and
 * each app's subscriber forgets them on its instance. With Redis that takes a millisecond or so;
 * in memory (one instance) it is a local event.
 *
 * Called after the change's transaction commits, by every use case that changes what the public
 * sees or who is notified: save, publish, unpublish (also an admin's), close (a save of the
 * settings), delete, an owner disabled or deleted, a brand kit synced into forms, notification
 * settings.
 *
 * Redis down: the change is kept and the failure logged (fail open). Other instances then see it
 * when their snapshot expires (load-public-form.ts's CACHE_TTL_MS, 2 s), as before issue 19:
 * refusing a save that is already committed would help nobody.
 */
import type { FastifyInstance } from 'fastify';
import { invalidatePublicForm } from '../modules/respondent/load-public-form';
import { immediateSubscribers } from '../modules/response-notifications/immediate-subscribers';

const CHANNEL = 'form-changed';

function forgetHere(app: FastifyInstance, formIds: readonly string[]): void {
  const subscribers = immediateSubscribers(app.database);
  for (const id of formIds) {
    invalidatePublicForm(id);
    subscribers.forget(id);
  }
}

/** Forgets what every instance cached about these forms. Never throws (see above). */
export async function invalidateForm(
  app: FastifyInstance,
  formIds: string | readonly string[],
): Promise<void> {
  const ids = typeof formIds === 'string' ? [formIds] : formIds;
  if (ids.length === 0) return;
  forgetHere(app, ids);
  try {
    await app.sharedState.publish(CHANNEL, JSON.stringify(ids));
  } catch (err) {
    app.log.warn({ err, formIds: ids }, 'form change not broadcast; other instances expire it');
  }
}

/**
 * Listens for other instances' changes from the moment the app is ready until it closes. Once per
 * app (the public form's routes register it).
 */
export function registerFormCacheInvalidation(app: FastifyInstance): void {
  let unsubscribe: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unsubscribe = await app.sharedState.subscribe(CHANNEL, (message) => {
      const ids = parseIds(message);
      if (ids) forgetHere(app, ids);
      else app.log.warn({ message: message.slice(0, 200) }, 'malformed form-changed message');
    });
  });
  app.addHook('onClose', async () => {
    await unsubscribe?.();
  });
}

function parseIds(message: string): string[] | null {
  try {
    const value: unknown = JSON.parse(message);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}
