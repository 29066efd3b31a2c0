/** The writer's memory of watched forms: read once per form and TTL, forgotten on a change. */
import { describe, expect, it } from 'vitest';
import { createImmediateSubscribers, SUBSCRIBERS_TTL_MS } from './immediate-subscribers';

function fakeDatabase(watched: Set<string>) {
  const queries: string[][] = [];
  return {
    queries,
    prepared: async <T>(_name: string, _text: string, values: unknown[]) => {
      const ids = values[0] as string[];
      queries.push(ids);
      return ids.filter((id) => watched.has(id)).map((form_id) => ({ form_id })) as T[];
    },
  };
}

describe('immediate subscribers', () => {
  it('asks the database once per form, then answers from memory until the TTL', async () => {
    const watched = new Set(['a']);
    const db = fakeDatabase(watched);
    let clock = 1_000;
    const subscribers = createImmediateSubscribers(db, () => clock);

    expect(await subscribers.anyIn(['b', 'c', 'b'])).toBe(false);
    expect(await subscribers.anyIn(['a', 'b'])).toBe(true);
    expect(await subscribers.anyIn(['b', 'c'])).toBe(false);
    expect(db.queries).toEqual([['b', 'c'], ['a']]);

    // Someone subscribes to b on another server: seen once the TTL has passed.
    watched.add('b');
    clock += SUBSCRIBERS_TTL_MS - 1;
    expect(await subscribers.anyIn(['b'])).toBe(false);
    clock += 1;
    expect(await subscribers.anyIn(['b'])).toBe(true);
    expect(db.queries).toHaveLength(3);
  });

  it('reads a form again at once after its settings changed here', async () => {
    const watched = new Set<string>();
    const db = fakeDatabase(watched);
    const subscribers = createImmediateSubscribers(db, () => 0);
    expect(await subscribers.anyIn(['a'])).toBe(false);
    watched.add('a');
    subscribers.forget('a');
    expect(await subscribers.anyIn(['a'])).toBe(true);
  });
});
