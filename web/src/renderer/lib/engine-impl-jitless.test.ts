/**
 * The public form's entry carries no zod (ADR 038): its schemas are built in the engine chunk, so
 * that chunk must configure zod without eval (lib/zod-jitless.ts) before anything else it imports.
 */
import { describe, expect, it } from 'vitest';
import engineChunk from './engine-impl.ts?raw';

const firstImport = (source: string) =>
  /^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/m.exec(source)?.[1];

describe('the form engine chunk', () => {
  it('configures zod without eval before any module that builds a schema', () => {
    expect(firstImport(engineChunk)).toBe('@/lib/zod-jitless');
  });
});
