/**
 * The console's forms and global templates: every form listed with its owner, status and response
 * count; unpublishing with a reason that reaches the owner by notification and by mail (a real SMTP
 * server on loopback); global templates added from a form, edited, retired and restored, each
 * audited.
 */
import crypto from 'node:crypto';
import { vi, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminFormsPageSchema, adminTemplatesResponseSchema } from '@core/api/admin';
import type { Database } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { type MailTestApp, startMailTestApp } from '../../test-support/mail-test-app';
import { type SmtpTestServer, startSmtpTestServer } from '../../test-support/smtp-test-server';
import { openTestDatabase } from '../../test-support/test-app';
import {
  createForm,
  makeAdmin,
  notificationsOf,
  PUBLIC_ORIGIN,
} from '../collaboration/collaboration.test-support';
import { auditOf, signUp, type TestPerson } from './admin.test-support';

let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;
let admin: TestPerson;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  mail = await startMailTestApp(database, {
    smtpUrl: smtp.url,
    env: { FREE_PUBLISHED_FORM_LIMIT: '100' },
  });
  admin = await signUp(mail.app, {}, PUBLIC_ORIGIN);
  await makeAdmin(database.db, admin);
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

async function publish(owner: TestPerson, title: string): Promise<string> {
  const id = await createForm(owner.client, title);
  expect((await owner.client.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id;
}

describe('all forms', () => {
  it('lists forms with owner, status and response count, searched and paged', async () => {
    const tag = `t${crypto.randomBytes(4).toString('hex')}`;
    const owner = await signUp(mail.app, { username: `${tag}owner` }, PUBLIC_ORIGIN);
    const published = await publish(owner, `${tag} published`);
    await new BrowserClient(mail.app, PUBLIC_ORIGIN).post(
      `/api/public/forms/${published}/responses`,
      { draftId: crypto.randomUUID(), answers: { q: 'Ada' } },
    );
    for (let i = 0; i < 26; i += 1) await createForm(owner.client, `${tag} draft ${i}`);

    const list = (query: string) =>
      admin.client
        .get(`/api/admin/forms?${query}`)
        .then((r) => adminFormsPageSchema.parse(r.json()));
    const only = await list(`q=${tag}&status=published`);
    expect(only.forms).toEqual([
      expect.objectContaining({
        id: published,
        published: true,
        responseCount: 1,
        owner: { id: owner.id, username: owner.username, name: null },
      }),
    ]);
    const first = await list(`q=${tag}owner`);
    expect(first.forms).toHaveLength(25);
    const second = await list(`q=${tag}owner&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.forms, ...second.forms].map((f) => f.id);
    expect(new Set(ids).size).toBe(27);
    expect((await list(`q=${tag}&status=draft`)).forms.every((f) => !f.published)).toBe(true);
    const forged = await admin.client.get('/api/admin/forms?cursor=eyJ4Ijo');
    expect(forged.statusCode).toBe(400);
  });

  it('unpublishes with a reason that reaches the owner by notification and mail', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const title = 'Free <b>prizes</b>';
    const formId = await publish(owner, title);
    // An integration listening for unpublishes hears of this one too.
    const [endpoint] = await database.db
      .insert(webhookEndpoints)
      .values({
        formId,
        url: 'https://hooks.example.test/in',
        secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
        events: ['form.unpublished'],
      })
      .returning();
    const reason = 'Phishing: it asks for <script>passwords</script> & card numbers';
    const res = await admin.client.post(`/api/admin/forms/${formId}/unpublish`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().form).toMatchObject({ id: formId, published: false });
    const page = await new BrowserClient(mail.app, PUBLIC_ORIGIN).get(
      `/api/public/forms/${formId}`,
    );
    expect(page.json().status).toBe('unpublished');

    const [note] = await notificationsOf(database.db, owner.id);
    expect(note).toMatchObject({ title: 'Form unpublished' });
    expect(note!.message).toContain(reason);
    const received = await vi.waitFor(
      () => {
        // The owner's address was mailed its verification link at sign-up too.
        const found = smtp.received.find(
          (m) => m.envelope.to.includes(owner.email) && m.subject.includes('unpublished'),
        );
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(received.subject).toBe(`Your form “${title}” was unpublished`);
    expect(received.text).toContain(`Reason: ${reason}`);
    expect(received.text).toContain(`https://forms.example.test/forms/${formId}/edit`);
    // The reason and title arrive as text in the HTML part, never as markup.
    expect(received.html).not.toContain('<script>');
    expect(received.html).toContain('&lt;script&gt;passwords&lt;/script&gt; &amp; card numbers');

    const events = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(events.map((e) => e.eventType)).toEqual(['form.unpublished']);

    const [entry] = await auditOf(database.db, formId);
    expect(entry).toMatchObject({
      action: 'form.unpublish',
      actorName: admin.username,
      targetLabel: title,
      before: { published: true },
      after: { published: false },
      reason,
    });
  });

  it('refuses an empty reason and a missing form', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await publish(owner, 'Kept');
    const empty = await admin.client.post(`/api/admin/forms/${formId}/unpublish`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const missing = await admin.client.post('/api/admin/forms/nope/unpublish', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await owner.client.get(`/api/forms/${formId}`)).json().published).toBe(true);
  });
});

describe('global templates', () => {
  it('adds a template from a form, edits, retires and restores it, auditing each', async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client, 'Intake');
    const created = await admin.client.post('/api/admin/templates', {
      formId,
      title: 'Clinic intake',
      description: 'For new patients',
      category: 'health-and-intake',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().template;
    expect(created.json().template).toMatchObject({ source: 'admin', questionCount: 1 });
    const gallery = async () =>
      (await owner.client.get('/api/templates')).json() as { id: string }[];
    expect((await gallery()).map((g) => g.id)).toContain(id);

    const edited = await admin.client.patch(`/api/admin/templates/${id}`, {
      title: 'Patient intake',
    });
    expect(edited.json().template).toMatchObject({ title: 'Patient intake' });
    expect((await owner.client.get(`/api/templates/${id}`)).json().definition.title).toBe(
      'Patient intake',
    );

    // Saving the same entry again changes nothing and writes no entry (the list below is exact).
    const same = await admin.client.patch(`/api/admin/templates/${id}`, {
      title: 'Patient intake',
    });
    expect(same.statusCode).toBe(200);
    const retired = await admin.client.post(`/api/admin/templates/${id}/retire`);
    expect(retired.json().template.retiredAt).not.toBeNull();
    expect((await gallery()).map((g) => g.id)).not.toContain(id);
    const listed = adminTemplatesResponseSchema.parse(
      (await admin.client.get('/api/admin/templates')).json(),
    );
    expect(listed.templates.find((x) => x.id === id)?.retiredAt).not.toBeNull();

    const restored = await admin.client.post(`/api/admin/templates/${id}/restore`);
    expect(restored.json().template.retiredAt).toBeNull();
    expect((await gallery()).map((g) => g.id)).toContain(id);

    const actions = (await auditOf(database.db, id)).map((e) => [e.action, e.after]);
    expect(actions).toEqual([
      ['template.restore', expect.objectContaining({ retiredAt: null })],
      ['template.retire', expect.objectContaining({ retiredAt: expect.any(String) })],
      ['template.update', expect.objectContaining({ title: 'Patient intake' })],
      ['template.create', expect.objectContaining({ title: 'Clinic intake', fromForm: formId })],
    ]);
  });

  it("never touches a user's private template", async () => {
    const owner = await signUp(mail.app, {}, PUBLIC_ORIGIN);
    const formId = await createForm(owner.client, 'Mine');
    const saved = await owner.client.post(`/api/forms/${formId}/save-as-template`, {
      title: 'Mine',
      description: '',
      category: 'other',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await admin.client.post(`/api/admin/templates/${saved.json().id}/retire`);
    expect(res.statusCode).toBe(404);
  });
});

describe('the global brand kit', () => {
  it("is audited when an admin saves it from the console, a user's own kit is not", async () => {
    const kit = {
      primaryColor: '#1d4ed8',
      secondaryColor: '#0f766e',
      accentColor: '#9a3412',
      fontFamily: 'Georgia',
      buttonStyle: 'pill',
    };
    const res = await admin.client.put('/api/brand-kit', { ...kit, scope: 'global' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditOf(database.db, 'global');
    expect(entry).toMatchObject({
      action: 'brand_kit.update',
      targetType: 'brand_kit',
      actorName: admin.username,
      after: expect.objectContaining({ primaryColor: '#1d4ed8', fontFamily: 'Georgia' }),
    });
    const before = (await auditOf(database.db, 'global')).length;
    await admin.client.put('/api/brand-kit', { ...kit, scope: 'user' });
    expect(await auditOf(database.db, 'global')).toHaveLength(before);
  });
});
