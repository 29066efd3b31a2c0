/** Test support (imported by *.test.tsx only): a builder session without network or query cache. */
import { vi } from 'vitest';
import type { FormDefinition } from '@core/form/definition';
import { Autosave } from './autosave';
import type { BuilderSession } from './builder-context';
import { createBuilderStore } from './builder-store';

export function createTestSession(
  definition: FormDefinition,
  formId = 'test-form',
): BuilderSession {
  const store = createBuilderStore(definition);
  const autosave = new Autosave({
    version: 1,
    saved: definition,
    save: vi.fn(() => new Promise<never>(() => undefined)),
    validate: () => [],
    delay: 60_000,
  });
  store.subscribe(() => autosave.notify(store.getState().definition));
  return { formId, store, autosave, ui: { announce: vi.fn(), openPalette: vi.fn() } };
}
