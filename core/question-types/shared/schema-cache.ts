/**
 * Answer schemas depend on a question's configuration, and building a zod schema costs far more
 * than running one (tens of microseconds against about one). Every submission checks every
 * question, so each type caches its schemas: by question object (the renderer and any server-side
 * form cache reuse objects), then by the configuration's content, which also hits when the server
 * loads the same form afresh for each request.
 */
import type { z } from 'zod';
import type { Question } from '../../form/definition';

const CACHE_LIMIT = 1000;

/**
 * Every question field an answer schema may read. Wording, position, logic and labels are left
 * out so that editing them does not fill the cache; a type that starts reading another field
 * must add it here.
 */
function configurationKey(q: Question): string {
  return JSON.stringify([
    q.options,
    q.scaleMin,
    q.scaleMax,
    q.fileTypes,
    q.maxFileSize,
    q.matrixRows,
    q.matrixCols,
    q.settings,
  ]);
}

export function cacheAnswerSchemas<A>(
  build: (question: Question) => z.ZodType<A>,
): (question: Question) => z.ZodType<A> {
  const byObject = new WeakMap<Question, z.ZodType<A>>();
  const byContent = new Map<string, z.ZodType<A>>();
  return (question) => {
    const known = byObject.get(question);
    if (known) return known;
    let key: string;
    try {
      key = configurationKey(question);
    } catch {
      return build(question); // settings JSON cannot hold (a BigInt, a cycle): just don't cache
    }
    let schema = byContent.get(key);
    if (!schema) {
      schema = build(question);
      // Forms in use at once are far fewer than the limit; starting over keeps memory bounded.
      if (byContent.size >= CACHE_LIMIT) byContent.clear();
      byContent.set(key, schema);
    }
    byObject.set(question, schema);
    return schema;
  };
}
