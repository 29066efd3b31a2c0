import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDefinitionSchema, type FormDefinition } from '@core/form/definition';
import { saveForm } from '@/lib/forms-api';
import { Autosave, AUTOSAVE_DELAY_MS, type SaveStatus } from './autosave';
import { validateDefinition } from './validation';
import { OWNER_PERMISSIONS } from '@/test-support/form-detail';

const fetchMock = vi.fn<typeof fetch>();

/** Built from valid parts, then given the titles as typed (possibly blank). */
function definition(title: string, questionTitle = 'Name?'): FormDefinition {
  const parsed = formDefinitionSchema.parse({
    title: 'x',
    questions: [{ id: 'q1', type: 'SHORT_TEXT', title: 'x', order: 0 }],
  });
  return { ...parsed, title, questions: [{ ...parsed.questions[0]!, title: questionTitle }] };
}

function detail(version: number, def: FormDefinition) {
  const now = new Date().toISOString();
  return {
    id: 'f1',
    userId: -1,
    published: false,
    createdAt: now,
    updatedAt: now,
    version,
    publishedVersion: null,
    unpublishedChanges: false,
    permissions: OWNER_PERMISSIONS,
    ...def,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Each PUT answers with the next version and echoes the definition. */
function serverAccepting(startVersion: number) {
  let version = startVersion;
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { version: number; definition: FormDefinition };
    version = body.version + 1;
    return json(200, detail(version, body.definition));
  });
}

function track(autosave: Autosave): SaveStatus['kind'][] {
  const seen: SaveStatus['kind'][] = [autosave.getState().kind];
  autosave.subscribe(() => seen.push(autosave.getState().kind));
  return seen;
}

function create(saved = definition('Survey')) {
  const onSaved = vi.fn();
  const autosave = new Autosave({
    version: 1,
    saved,
    save: (version, def) => saveForm('f1', version, def),
    validate: validateDefinition,
    onSaved,
  });
  return { autosave, onSaved };
}

const sentBodies = () =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as { version: number; definition: FormDefinition },
  );

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Autosave', () => {
  it('waits for a pause in typing, then saves once: pending, saving, saved', async () => {
    serverAccepting(1);
    const { autosave, onSaved } = create();
    const statuses = track(autosave);
    autosave.notify(definition('S'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    autosave.notify(definition('Su'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();
    autosave.notify(definition('Sur'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/forms/f1');
    expect(init?.method).toBe('PUT');
    expect(sentBodies()[0]).toMatchObject({ version: 1, definition: { title: 'Sur' } });
    expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual([
      'saved',
      'pending',
      'saving',
      'saved',
    ]);
    expect(autosave.version).toBe(2);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it('sends edits made during a save right after it, with the new version', async () => {
    let release: (() => void) | undefined;
    fetchMock.mockImplementationOnce(async (_url, init) => {
      await new Promise<void>((resolve) => (release = resolve));
      const body = JSON.parse(String(init?.body));
      return json(200, detail(2, body.definition));
    });
    const { autosave } = create();
    autosave.notify(definition('First'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState().kind).toBe('saving');
    autosave.notify(definition('Second'));
    expect(autosave.getState().kind).toBe('saving');
    serverAccepting(2);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sentBodies().map((b) => [b.version, b.definition.title])).toEqual([
      [1, 'First'],
      [2, 'Second'],
    ]);
    expect(autosave.getState().kind).toBe('saved');
  });

  it('goes back to Saved without a request when an undo returns to the saved definition', async () => {
    const saved = definition('Survey');
    const { autosave } = create(saved);
    autosave.notify(definition('Changed'));
    autosave.notify(saved);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(autosave.getState().kind).toBe('saved');
  });

  it('stops on 409 and never sends again until rebased (nothing overwritten)', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        message: 'This form was changed elsewhere.',
        code: 'STALE_VERSION',
        currentVersion: 3,
      }),
    );
    const { autosave } = create();
    autosave.notify(definition('Mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState().kind).toBe('conflict');
    autosave.notify(definition('Mine again'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(await autosave.flush()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const fresh = definition('Theirs');
    autosave.rebase(3, fresh);
    expect(autosave.getState().kind).toBe('saved');
    serverAccepting(3);
    autosave.notify(definition('Theirs, edited'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sentBodies()[1]?.version).toBe(3);
  });

  it("reports Couldn't save on a network failure and saves on Retry", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { autosave } = create();
    autosave.notify(definition('Offline'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.getState()).toEqual({ kind: 'error', message: "Couldn't save" });
    expect(autosave.hasUnsavedChanges()).toBe(true);
    serverAccepting(1);
    await expect(autosave.flush()).resolves.toBe(true);
    expect(autosave.getState().kind).toBe('saved');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not send a definition that fails validation, and says what is wrong', async () => {
    const { autosave } = create();
    autosave.notify(definition('Survey', '   '));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    const status = autosave.getState();
    expect(status.kind).toBe('invalid');
    expect(status.kind === 'invalid' && status.issues).toEqual([
      {
        path: 'questions.0.title',
        questionId: 'q1',
        field: 'title',
        message: 'Question text is required',
      },
    ]);
    autosave.notify(definition('', 'Name?'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const formIssue = autosave.getState();
    expect(formIssue.kind === 'invalid' && formIssue.issues[0]?.message).toBe(
      'Form title is required',
    );
  });

  it("maps the server's 400 field errors to questions", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: 'Question text is required',
        code: 'VALIDATION_ERROR',
        errors: { 'questions.0.title': 'Question text is required' },
      }),
    );
    const noValidation = new Autosave({
      version: 1,
      saved: definition('Survey'),
      save: (version, def) => saveForm('f1', version, def),
      validate: () => [],
    });
    noValidation.notify(definition('Edited'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const status = noValidation.getState();
    expect(status.kind === 'invalid' && status.issues[0]?.questionId).toBe('q1');
  });
});
