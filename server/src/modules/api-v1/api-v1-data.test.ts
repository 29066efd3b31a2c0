/**
 * What /api/v1 answers: the caller's forms, a form with its questions, responses in keyset pages
 * with `since`, one response, and deletion, all through the app's access check; and the routes in
 * the OpenAPI document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1FormDetail, V1ResponseList } from '@core/api/v1';
import { responses, uploadedFiles, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  addCollaborator,
  createForm,
  signUp,
  type TestPerson,
} from '../collaboration/collaboration.test-support';
import { callV1, createKey, insertResponses } from './api-v1.test-support';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-v1-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SURVEY = {
  title: 'Feedback',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name?', order: 0 },
    {
      id: 'pick',
      type: 'MULTIPLE_CHOICE',
      title: 'Pick one',
      order: 1,
      required: true,
      options: ['Red', 'Blue'],
    },
  ],
};

async function survey(person: TestPerson): Promise<string> {
  const res = await person.client.post('/api/forms', { definition: SURVEY });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('forms', () => {
  it("lists the caller's own and shared forms with the role, never others'", async () => {
    const [owner, sharer, stranger] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    const own = await createForm(owner.client, 'Mine');
    const shared = await createForm(sharer.client, 'Shared');
    await createForm(stranger.client, 'Not mine');
    await addCollaborator(t.database.db, shared, owner.id, 'viewer');
    const { key } = await createKey(owner);
    const res = await callV1(t.app, key, '/api/v1/forms');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string; role: string; title: string }[];
    expect(data.map((f) => [f.id, f.role, f.title]).sort()).toEqual(
      [
        [own, 'owner', 'Mine'],
        [shared, 'viewer', 'Shared'],
      ].sort(),
    );
    expect(res.json().nextCursor).toBeNull();
  });

  it('pages the list with a cursor, each form once', async () => {
    const person = await signUp(t.app);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createForm(person.client, `F${i}`));
    const { key } = await createKey(person);
    const seen: string[] = [];
    let url = '/api/v1/forms?limit=2';
    for (;;) {
      const body = (await callV1(t.app, key, url)).json();
      seen.push(...body.data.map((f: { id: string }) => f.id));
      if (!body.nextCursor) break;
      url = `/api/v1/forms?limit=2&cursor=${body.nextCursor}`;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await callV1(t.app, key, '/api/v1/forms?cursor=bogus')).statusCode).toBe(400);
  });

  it('answers a form with its questions, and 404 for a form the user cannot see', async () => {
    const [owner, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const formId = await survey(owner);
    const res = await callV1(t.app, (await createKey(owner)).key, `/api/v1/forms/${formId}`);
    expect(res.statusCode).toBe(200);
    const form = res.json() as V1FormDetail;
    expect(form).toMatchObject({ id: formId, title: 'Feedback', published: false, role: 'owner' });
    expect(form.questions).toEqual([
      {
        id: 'name',
        type: 'SHORT_TEXT',
        title: 'Your name?',
        description: '',
        required: false,
        order: 0,
        options: null,
      },
      {
        id: 'pick',
        type: 'MULTIPLE_CHOICE',
        title: 'Pick one',
        description: '',
        required: true,
        order: 1,
        options: ['Red', 'Blue'],
      },
    ]);
    const strangerKey = (await createKey(stranger, 'read_write')).key;
    for (const url of [
      `/api/v1/forms/${formId}`,
      `/api/v1/forms/${formId}/responses`,
      `/api/v1/forms/${formId}/responses/1`,
    ]) {
      const hidden = await callV1(t.app, strangerKey, url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().message).toBe('Form not found');
    }
    const del = await callV1(t.app, strangerKey, `/api/v1/forms/${formId}/responses/1`, 'DELETE');
    expect(del.statusCode).toBe(404);
  });
});

describe('responses', () => {
  const base = Date.parse('2026-06-01T12:00:00.000Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  it('pages newest first and oldest first, filters by since, and names each answer', async () => {
    const person = await signUp(t.app);
    const formId = await survey(person);
    // Three share one instant, as a batch of submissions does: the cursor must tell them apart.
    const ids = await insertResponses(t.database.db, formId, [
      { at: at(0), answers: { name: 'Ada', pick: 'Red', gone: 'old answer' } },
      { at: at(1), answers: { name: 'Bo' } },
      { at: at(1), answers: { name: 'Cy' } },
      { at: at(1), answers: { name: 'Di' } },
      { at: at(2), answers: { pick: 'Blue' } },
    ]);
    const { key } = await createKey(person);
    const walk = async (query: string) => {
      const seen: number[] = [];
      let url = `/api/v1/forms/${formId}/responses?limit=2${query}`;
      for (;;) {
        const res = await callV1(t.app, key, url);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as V1ResponseList;
        seen.push(...body.data.map((r) => r.id));
        if (!body.nextCursor) return seen;
        url = `/api/v1/forms/${formId}/responses?limit=2${query}&cursor=${body.nextCursor}`;
      }
    };
    expect(await walk('')).toEqual([...ids].reverse());
    expect(await walk('&order=asc')).toEqual(ids);
    const since = encodeURIComponent(at(1).toISOString());
    expect(await walk(`&order=asc&since=${since}`)).toEqual(ids.slice(1));
    expect(await walk(`&since=${since}`)).toEqual(ids.slice(1).reverse());

    const oldest = (
      await callV1(t.app, key, `/api/v1/forms/${formId}/responses?order=asc&limit=1`)
    ).json() as V1ResponseList;
    expect(oldest.data[0]).toEqual({
      id: ids[0],
      formId,
      submittedAt: at(0).toISOString(),
      updatedAt: at(0).toISOString(),
      // Stored straight into the table, outside the form page: no version.
      formVersion: null,
      // Nor a language: a one-language form records none (ADR 048).
      language: null,
      answers: [
        { questionId: 'name', title: 'Your name?', type: 'SHORT_TEXT', value: 'Ada' },
        { questionId: 'pick', title: 'Pick one', type: 'MULTIPLE_CHOICE', value: 'Red' },
        { questionId: 'gone', title: null, type: null, value: 'old answer' },
      ],
    });
    const one = await callV1(t.app, key, `/api/v1/forms/${formId}/responses/${ids[0]}`);
    expect(one.json()).toEqual(oldest.data[0]);

    const bad = await callV1(t.app, key, `/api/v1/forms/${formId}/responses?since=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it("does not show another form's response under this form", async () => {
    const person = await signUp(t.app);
    const [a, b] = [await survey(person), await survey(person)];
    const [ofB] = await insertResponses(t.database.db, b, [{ at: at(0), answers: {} }]);
    const { key } = await createKey(person, 'read_write');
    expect((await callV1(t.app, key, `/api/v1/forms/${a}/responses/${ofB}`)).statusCode).toBe(404);
    const del = await callV1(t.app, key, `/api/v1/forms/${a}/responses/${ofB}`, 'DELETE');
    expect(del.statusCode).toBe(404);
    expect(await t.database.db.select().from(responses).where(eq(responses.id, ofB!))).toHaveLength(
      1,
    );
  });

  it('deletes with a read_write key and a role that may edit; a read key gets 403', async () => {
    const [owner, editor, viewer] = await Promise.all([
      signUp(t.app),
      signUp(t.app),
      signUp(t.app),
    ]);
    const formId = await survey(owner);
    await addCollaborator(t.database.db, formId, editor.id, 'editor');
    await addCollaborator(t.database.db, formId, viewer.id, 'viewer');
    const [id] = await insertResponses(t.database.db, formId, [{ at: at(0), answers: {} }]);
    const storage = new LocalDiskStorage(t.config.uploadsDir);
    const storageKey = `v1test${id}abcdef`;
    await storage.put(storageKey, Buffer.from('file body'));
    await t.database.db.insert(uploadedFiles).values({
      id: `file${id}`,
      formId,
      questionId: 'name',
      responseId: id!,
      storageKey,
      originalName: 'cv.pdf',
      mimeType: 'application/pdf',
      size: 9,
    });
    const [endpoint] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        formId,
        url: 'https://hooks.example.com/formloom',
        secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXR0ZXN0',
        events: ['response.deleted'],
      })
      .returning();
    const url = `/api/v1/forms/${formId}/responses/${id}`;

    const readOnly = await callV1(t.app, (await createKey(owner, 'read')).key, url, 'DELETE');
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe(
      'This API key can only read. Create a key with the read_write scope to change data.',
    );
    const asViewer = await callV1(
      t.app,
      (await createKey(viewer, 'read_write')).key,
      url,
      'DELETE',
    );
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().message).toBe("Viewers can't change this form");

    const editorKey = (await createKey(editor, 'read_write')).key;
    const deleted = await callV1(t.app, editorKey, url, 'DELETE');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, id });
    expect(await t.database.db.select().from(responses).where(eq(responses.id, id!))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.storageKey, storageKey)),
    ).toEqual([]);
    await expect(storage.get(storageKey)).rejects.toThrow();
    // Receivers hear of it as of a deletion in the app: one response.deleted event, queued.
    const events = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(events.map((e) => e.eventType)).toEqual(['response.deleted']);
    expect(events[0]!.payload).toMatchObject({ data: { response: { id } } });
    expect((await callV1(t.app, editorKey, url, 'DELETE')).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it("shows every v1 route under the 'v1' tag, with the Bearer scheme and examples", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'http', scheme: 'bearer' });
    interface Operation {
      tags: string[];
      summary: string;
      security: unknown;
      responses: Record<string, { content: Record<string, { schema: { example?: unknown } }> }>;
    }
    const v1 = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
      .filter(([p]) => p.startsWith('/api/v1/'))
      .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m} ${p}`, op })));
    expect(v1.map((r) => r.key).sort()).toEqual([
      'delete /api/v1/forms/{id}/responses/{responseId}',
      'get /api/v1/forms',
      'get /api/v1/forms/{id}',
      'get /api/v1/forms/{id}/responses',
      'get /api/v1/forms/{id}/responses/{responseId}',
    ]);
    for (const { key, op } of v1) {
      expect(op.tags, key).toEqual(['v1']);
      expect(op.summary, key).toBeTruthy();
      expect(op.security, key).toEqual([{ apiKey: [] }]);
      const ok = op.responses['200']!.content['application/json']!.schema;
      expect(ok.example, key).toBeDefined();
    }
  });
});
