/**
 * Issue 30 items 1 and 3 (ADR 036): the builder's draft and the live published version, and
 * responses tied to the version they answered, including the mid-survey edit.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formVersionDetailSchema, formVersionListSchema } from '@core/api/form-versions';
import { formDetailSchema } from '@core/api/forms';
import { publicFormPayloadSchema } from '@core/api/public';
import { responseListSchema } from '@core/api/responses';
import { auditLog, formVersions, responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const V1_QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0, required: true },
  { id: 'age', type: 'NUMBER', title: 'Age', order: 1, required: true },
  {
    id: 'colour',
    type: 'MULTIPLE_CHOICE',
    title: 'Colour',
    order: 2,
    options: ['Red', 'Blue'],
  },
];

async function liveForm(): Promise<string> {
  const created = (
    await owner.post('/api/forms', { definition: { title: 'Intake', questions: V1_QUESTIONS } })
  ).json();
  expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);
  return created.id as string;
}

async function draftOf(formId: string) {
  return formDetailSchema.parse((await owner.get(`/api/forms/${formId}`)).json());
}

async function save(formId: string, questions: unknown[], title = 'Intake') {
  const { version } = await draftOf(formId);
  const res = await owner.put(`/api/forms/${formId}`, {
    version,
    definition: { title, questions },
  });
  expect(res.statusCode).toBe(200);
  return formDetailSchema.parse(res.json());
}

/** The owner's edit of the issue: rename Name, remove Age, add E-mail. */
const V2_QUESTIONS = [
  { ...V1_QUESTIONS[0], title: 'Full name' },
  V1_QUESTIONS[2],
  { id: 'email', type: 'EMAIL', title: 'E-mail', order: 2 },
];

async function publicQuestions(formId: string) {
  const payload = publicFormPayloadSchema.parse(
    (await new BrowserClient(t.app).get(`/api/public/forms/${formId}`)).json(),
  );
  return {
    titles: payload.form?.questions.map((q) => q.title),
    version: payload.form?.formVersion,
  };
}

describe('draft and live', () => {
  it('publishes version 1, keeps serving it while the draft changes, and names both counters', async () => {
    const id = await liveForm();
    const first = await draftOf(id);
    expect(first).toMatchObject({
      published: true,
      publishedVersion: 1,
      unpublishedChanges: false,
    });

    const saved = await save(id, V2_QUESTIONS);
    expect(saved.version).toBe(first.version + 1);
    expect(saved).toMatchObject({ publishedVersion: 1, unpublishedChanges: true });
    expect(await publicQuestions(id)).toEqual({ titles: ['Name', 'Age', 'Colour'], version: 1 });

    const published = formDetailSchema.parse((await owner.post(`/api/forms/${id}/publish`)).json());
    expect(published).toMatchObject({ publishedVersion: 2, unpublishedChanges: false });
    expect(await publicQuestions(id)).toEqual({
      titles: ['Full name', 'Colour', 'E-mail'],
      version: 2,
    });

    // A publish with no change makes no version.
    await owner.post(`/api/forms/${id}/publish`);
    const rows = await t.database.db
      .select({ number: formVersions.number, hash: formVersions.contentHash })
      .from(formVersions)
      .where(eq(formVersions.formId, id));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2]);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(2);
  });

  it('keeps the 409 of the edit counter apart from the published version', async () => {
    const id = await liveForm();
    const { version } = await draftOf(id);
    await save(id, V2_QUESTIONS);
    const stale = await owner.put(`/api/forms/${id}`, {
      version,
      definition: { title: 'Intake', questions: V1_QUESTIONS },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
  });

  it('discards unpublished changes back to the live version, keeping when it closes', async () => {
    const id = await liveForm();
    const { version } = await draftOf(id);
    const closesAt = '2099-01-01T00:00:00.000Z';
    await owner.put(`/api/forms/${id}`, {
      version,
      definition: { title: 'Changed', questions: V2_QUESTIONS, customization: { closesAt } },
    });
    const discarded = await owner.post(`/api/forms/${id}/discard`);
    expect(discarded.statusCode).toBe(200);
    const form = formDetailSchema.parse(discarded.json());
    expect(form).toMatchObject({ title: 'Intake', unpublishedChanges: false, publishedVersion: 1 });
    expect(form.questions.map((q) => q.id)).toEqual(['name', 'age', 'colour']);
    expect(form.customization).toEqual({ closesAt });
    expect(form.version).toBe(version + 2);
  });

  it('leaves the draft of a form never published as it is on discard', async () => {
    const created = (
      await owner.post('/api/forms', { definition: { title: 'New', questions: V1_QUESTIONS } })
    ).json();
    const res = await owner.post(`/api/forms/${created.id}/discard`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: created.version, publishedVersion: null });
    expect(res.json().questions).toHaveLength(3);
  });

  it('answers 404 to restoring a version the form does not have', async () => {
    const id = await liveForm();
    const res = await owner.post(`/api/forms/${id}/versions/7/restore`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Version not found');
  });

  it('restores version 1 into the draft, live only once published as version 3', async () => {
    const id = await liveForm();
    await save(id, V2_QUESTIONS);
    await owner.post(`/api/forms/${id}/publish`);
    const restored = formDetailSchema.parse(
      (await owner.post(`/api/forms/${id}/versions/1/restore`)).json(),
    );
    expect(restored.questions.map((q) => q.title)).toEqual(['Name', 'Age', 'Colour']);
    expect(restored).toMatchObject({ publishedVersion: 2, unpublishedChanges: true });
    expect((await publicQuestions(id)).version).toBe(2);
    const republished = formDetailSchema.parse(
      (await owner.post(`/api/forms/${id}/publish`)).json(),
    );
    expect(republished.publishedVersion).toBe(3);
    expect(await publicQuestions(id)).toEqual({ titles: ['Name', 'Age', 'Colour'], version: 3 });
  });

  it('gives two publishes at once two versions in order', async () => {
    const id = await liveForm();
    await save(id, V2_QUESTIONS, 'Second');
    const [a, b] = await Promise.all([
      owner.post(`/api/forms/${id}/publish`),
      owner.post(`/api/forms/${id}/publish`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const numbers = await t.database.db
      .select({ number: formVersions.number })
      .from(formVersions)
      .where(eq(formVersions.formId, id));
    // The same draft: the second publish found nothing new.
    expect(numbers.map((r) => r.number).sort()).toEqual([1, 2]);
  });

  it('writes each publish, discard and restore to the audit log', async () => {
    const id = await liveForm();
    await save(id, V2_QUESTIONS);
    await owner.post(`/api/forms/${id}/discard`);
    await owner.post(`/api/forms/${id}/versions/1/restore`);
    const entries = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'form'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'form.publish',
      'form.discard_changes',
      'form.restore_version',
    ]);
    expect(entries[0]!.after).toMatchObject({ publishedVersion: 1, newVersion: true });
  });
});

describe('responses tied to versions', () => {
  it('keeps the age of a draft started on version 1 when version 2 removed Age', async () => {
    const id = await liveForm();
    const respondent = new BrowserClient(t.app);
    const draftId = crypto.randomUUID();
    const saved = await respondent.put(`/api/public/forms/${id}/drafts/${draftId}`, {
      answers: { name: 'Ada', age: 36 },
      formVersion: 1,
    });
    expect(saved.statusCode).toBe(200);

    await save(id, V2_QUESTIONS);
    await owner.post(`/api/forms/${id}/publish`);
    // The resume link names the draft's version, so the page renders version 1.
    const resumed = await respondent.get(`/api/public/drafts/${saved.json().resumeToken}`);
    expect(resumed.json()).toMatchObject({ draftId, formVersion: 1 });

    // The page the respondent resumed names version 2: the draft's version wins.
    const submitted = await respondent.post(`/api/public/forms/${id}/responses`, {
      draftId,
      answers: { name: 'Ada', age: 36, colour: 'Red' },
      formVersion: 2,
    });
    expect(submitted.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select({ answers: responses.answers, formVersion: responses.formVersion })
      .from(responses)
      .where(eq(responses.formId, id));
    expect(stored).toEqual({ answers: { name: 'Ada', age: 36, colour: 'Red' }, formVersion: 1 });

    const list = responseListSchema.parse((await owner.get(`/api/forms/${id}/responses`)).json());
    expect(list.items.map((i) => i.formVersion)).toEqual([1]);

    // A new respondent answers version 2, where Age is gone and E-mail is new.
    const fresh = await new BrowserClient(t.app).post(`/api/public/forms/${id}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { name: 'Bo', email: 'bo@example.com' },
    });
    expect(fresh.statusCode).toBe(201);
    const csv = (await owner.get(`/api/forms/${id}/export.csv`)).body;
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Form version');
    expect(header!.split(',').at(-1)).toBe('Form version');
    expect(lines.map((l) => l.split(',').at(-1))).toEqual(['1', '2']);
    // Age, removed by version 2, keeps its column and Ada's answer (issue 30 item 4).
    const columns = header!.split(',');
    const age = columns.indexOf('Age (removed in version 2)');
    expect(columns).toContain('Full name');
    expect(lines[0]!.split(',')[age]).toBe('36');

    // One version: its own columns and only its responses, in the table and the export.
    const v2 = responseListSchema.parse(
      (await owner.get(`/api/forms/${id}/responses?version=2`)).json(),
    );
    expect(v2.items.map((i) => i.answers.name)).toEqual(['Bo']);
    const v1Csv = (await owner.get(`/api/forms/${id}/export.csv?version=1`)).body;
    const [v1Header, ...v1Lines] = v1Csv.trim().split(/\r?\n/);
    expect(v1Header).toContain(',Name,Age,Colour,');
    expect(v1Lines).toHaveLength(1);
    expect((await owner.get(`/api/forms/${id}/export.csv?version=9`)).statusCode).toBe(404);
  });

  it('checks a draft started on version 1 against version 1, whose Age was required', async () => {
    const id = await liveForm();
    const respondent = new BrowserClient(t.app);
    const draftId = crypto.randomUUID();
    await respondent.put(`/api/public/forms/${id}/drafts/${draftId}`, {
      answers: { name: 'Ada' },
      formVersion: 1,
    });
    await save(id, V2_QUESTIONS);
    await owner.post(`/api/forms/${id}/publish`);
    const refused = await respondent.post(`/api/public/forms/${id}/responses`, {
      draftId,
      answers: { name: 'Ada' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain('age');
  });
});

describe('history', () => {
  it('lists versions newest first with their responses and changes in words', async () => {
    const id = await liveForm();
    const answered = await new BrowserClient(t.app).post(`/api/public/forms/${id}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { name: 'Ada', age: 36 },
    });
    expect(answered.statusCode).toBe(201);
    await save(id, V2_QUESTIONS);
    await owner.post(`/api/forms/${id}/publish`);
    const list = formVersionListSchema.parse((await owner.get(`/api/forms/${id}/versions`)).json());
    expect(list.map((v) => [v.number, v.responseCount, v.live])).toEqual([
      [2, 0, true],
      [1, 1, false],
    ]);
    expect(list[0]!.publishedBy?.id).toEqual(expect.any(Number));
    expect(list[0]!.changes.map((c) => c.text)).toEqual([
      "Renamed 'Name' to 'Full name'",
      "Added question 'E-mail'",
      "Removed question 'Age'",
    ]);
    expect(list[1]!.changes).toEqual([]);

    // Described once, at publish (migration 0022): the list reads them as stored.
    const storedChanges = async () => {
      const [row] = await t.database.db
        .select({ changes: formVersions.changes })
        .from(formVersions)
        .where(and(eq(formVersions.formId, id), eq(formVersions.number, 2)));
      return row!.changes as { text: string }[] | null;
    };
    expect((await storedChanges())?.map((c) => c.text)).toEqual(
      list[0]!.changes.map((c) => c.text),
    );
    // A version published before 0022 has none: the first view describes and stores them.
    await t.database.db
      .update(formVersions)
      .set({ changes: null })
      .where(and(eq(formVersions.formId, id), eq(formVersions.number, 2)));
    const again = formVersionListSchema.parse(
      (await owner.get(`/api/forms/${id}/versions`)).json(),
    );
    expect(again[0]!.changes).toEqual(list[0]!.changes);
    expect(await storedChanges()).toEqual(list[0]!.changes);

    const one = formVersionDetailSchema.parse(
      (await owner.get(`/api/forms/${id}/versions/1`)).json(),
    );
    expect(one.definition.questions.map((q) => q.title)).toEqual(['Name', 'Age', 'Colour']);
    expect((await owner.get(`/api/forms/${id}/versions/9`)).statusCode).toBe(404);
  });
});
