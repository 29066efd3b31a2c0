/**
 * Nothing on a page may ask for eval (the CSP refuses it and reports every attempt). Zod 4 would:
 * it probes `new Function` when it builds an object schema and compiles parsers with it.
 */
import '@/lib/zod-jitless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import appEntry from '@/app/main.tsx?raw';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The module specifiers a source file imports, in order. */
const importsOf = (source: string) =>
  [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);

describe('zod without eval', () => {
  it('builds and parses object schemas without constructing a Function', () => {
    const constructed: unknown[][] = [];
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args: unknown[]) {
          constructed.push(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    const schema = z.object({ name: z.string(), tags: z.array(z.object({ id: z.number() })) });
    // Parsed twice: zod compiles an object's parser on its first parse when it may.
    for (let i = 0; i < 2; i += 1)
      expect(schema.parse({ name: 'Ada', tags: [{ id: 1 }] })).toEqual({
        name: 'Ada',
        tags: [{ id: 1 }],
      });
    expect(schema.safeParse({ name: 1, tags: [] }).success).toBe(false);
    expect(constructed).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });

  it('is configured first by the app entry, before any module that builds a schema', () => {
    expect(importsOf(appEntry)[0]).toBe('@/lib/zod-jitless');
  });
});
