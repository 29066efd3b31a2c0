/**
 * Immediate new-response notifications: written with the response, to each subscribed owner or
 * collaborator and nobody else, coalesced in a burst, and never for a guest's form.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCollaborators, formNotificationSettings, forms, responses } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { sendCoalescedNotifications } from './coalesce-notifications';
import {
  addCollaborator,
  mailsTo,
  notificationsOf,
  type Person,
  publishedForm,
  setMode,
  signUp,
  submit,
  timePasses,
} from './test-kit';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

let t: TestContext;
let owner: Person;
let viewer: Person;
let editor: Person;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  ORIGIN = t.config.mail.linkOrigin;
  [owner, viewer, editor, stranger] = [
    await signUp(t),
    await signUp(t),
    await signUp(t),
    await signUp(t),
  ];
});
afterAll(() => t.close());

/** Where the mails' links point (PUBLIC_URL, else this server's own address). */
let ORIGIN: string;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function sharedForm(title = 'Survey') {
  const formId = await publishedForm(owner.client, title);
  await addCollaborator(t, formId, viewer.id, 'viewer');
  await addCollaborator(t, formId, editor.id, 'editor');
  return formId;
}

describe('a new response', () => {
  it('mails and notifies each subscribed person once, and nobody else', async () => {
    const formId = await sharedForm();
    expect((await setMode(owner, formId, 'immediate')).statusCode).toBe(200);
    expect((await setMode(viewer, formId, 'immediate')).statusCode).toBe(200);
    expect((await setMode(editor, formId, 'daily')).statusCode).toBe(200);

    expect((await submit(t, formId)).statusCode).toBe(201);

    for (const person of [owner, viewer]) {
      const mails = await mailsTo(t, person.email, formId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'New response to “Survey”', to: person.email });
      const notes = await notificationsOf(t, person.id, formId);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'other',
        title: 'New response',
        message: '“Survey” received a new response.',
        data: { formId, actionUrl: `/forms/${formId}/responses` },
      });
    }
    for (const person of [editor, stranger]) {
      expect(await mailsTo(t, person.email, formId)).toHaveLength(0);
      expect(await notificationsOf(t, person.id, formId)).toHaveLength(0);
    }
  });

  it('says what was answered, links to the responses and carries a one-click unsubscribe', async () => {
    const formId = await sharedForm('Team survey');
    await setMode(owner, formId, 'immediate');
    await submit(t, formId, { name: 'Grace', score: 10, note: 'Line one\nline two', extra: 'x' });

    const [mail] = await mailsTo(t, owner.email, formId);
    const token = createUnsubscribeToken(t.config.sessionSecret, { userId: owner.id, formId });
    // The token the SQL computed is the HMAC Node computes: the pads trick is HMAC-SHA256.
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/public/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(verifyUnsubscribeToken(t.config.sessionSecret, token)).toEqual({
      userId: owner.id,
      formId,
    });
    expect(mail!.text).toContain(
      'Your name: Grace\nWould you recommend us?: 10\nAnything else?: Line one line two',
    );
    expect(mail!.text).not.toContain('Fourth');
    expect(mail!.text).toContain(`View responses: ${ORIGIN}/forms/${formId}/responses`);
    expect(mail!.text).toContain(`Stop these e-mails: ${ORIGIN}/unsubscribe?token=${token}`);
    expect(mail!.html).toContain(`href="${ORIGIN}/forms/${formId}/responses"`);
    expect(mail!.html).toContain('Your name: Grace<br>Would you recommend us?: 10');
    expect(mail!.html).toContain(`${ORIGIN}/unsubscribe?token=${token}`);
  });

  it('escapes the form title and the answers in the HTML part', async () => {
    const formId = await sharedForm('<b>Bold</b> & "quoted"');
    await setMode(owner, formId, 'immediate');
    await submit(t, formId, { name: '<script>alert(1)</script>', score: 3 });

    const [mail] = await mailsTo(t, owner.email, formId);
    expect(mail!.subject).toBe('New response to “<b>Bold</b> & "quoted"”');
    expect(mail!.text).toContain('Your name: <script>alert(1)</script>');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>Bold');
    expect(mail!.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(mail!.html).toContain('Your name: &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('stops for someone who is no longer a collaborator, or who turned it off', async () => {
    const formId = await sharedForm();
    await setMode(viewer, formId, 'immediate');
    await setMode(editor, formId, 'immediate');
    await setMode(editor, formId, 'off');
    await t.database.db.delete(formCollaborators).where(eq(formCollaborators.userId, viewer.id));

    await submit(t, formId);
    expect(await mailsTo(t, viewer.email, formId)).toHaveLength(0);
    expect(await mailsTo(t, editor.email, formId)).toHaveLength(0);
    expect(await notificationsOf(t, viewer.id, formId)).toHaveLength(0);
  });
});

describe('a burst of responses', () => {
  it('sends one mail, then counts the rest in one more once the window has passed', async () => {
    const formId = await sharedForm();
    await setMode(owner, formId, 'immediate');

    await submit(t, formId);
    await submit(t, formId);
    await submit(t, formId);
    expect(await mailsTo(t, owner.email, formId)).toHaveLength(1);

    // Within the window: nothing is due yet.
    expect(await sendCoalescedNotifications(t.database.db, t.config, inMinutes(1))).toBe(0);
    expect(await mailsTo(t, owner.email, formId)).toHaveLength(1);

    // After it: one mail for the two responses held back, told once only.
    expect(await sendCoalescedNotifications(t.database.db, t.config, inMinutes(6))).toBe(1);
    expect(await sendCoalescedNotifications(t.database.db, t.config, inMinutes(6))).toBe(0);
    const mails = await mailsTo(t, owner.email, formId);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ subject: '2 new responses to “Survey”' });
    expect(mails[1]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[1]!.text).toContain('Your name: Ada');
    const notes = await notificationsOf(t, owner.id, formId);
    expect(notes.map((n) => n.message)).toEqual([
      '“Survey” received a new response.',
      '“Survey” received 2 new responses.',
    ]);
  });

  it('writes at most one mail per person for many responses at once', async () => {
    const formId = await sharedForm();
    await setMode(owner, formId, 'immediate');
    await setMode(viewer, formId, 'immediate');
    const results = await Promise.all(Array.from({ length: 40 }, () => submit(t, formId)));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);

    expect(await mailsTo(t, owner.email, formId)).toHaveLength(1);
    expect(await mailsTo(t, viewer.email, formId)).toHaveLength(1);
    // The rest are counted in one more mail, and none twice. (A response whose statement began
    // before, but committed after, the one that wrote the first mail is not counted: the window
    // is kept by time, so an exact count is not promised under concurrency.)
    await sendCoalescedNotifications(t.database.db, t.config, inMinutes(6));
    const mails = await mailsTo(t, owner.email, formId);
    expect(mails).toHaveLength(2);
    const counts = mails.map((m) => Number(/^(\d+) new responses/.exec(m.subject)?.[1] ?? 1));
    const total = counts.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(40);
    // One connection runs one statement at a time: there, every response is counted.
    if (t.database.driver === 'pglite') expect(total).toBe(40);
  });

  it('mails at once again when a quiet window has passed', async () => {
    const formId = await sharedForm();
    await setMode(owner, formId, 'immediate');
    await submit(t, formId);
    await timePasses(t, formId, 6);
    await submit(t, formId);
    const mails = await mailsTo(t, owner.email, formId);
    expect(mails.map((m) => m.subject)).toEqual([
      'New response to “Survey”',
      'New response to “Survey”',
    ]);
  });
});

describe("a guest's form", () => {
  it('never mails anyone about its responses', async () => {
    const guest = new BrowserClient(t.app);
    await guest.get('/api/user');
    const created = await guest.post('/api/forms', {
      definition: {
        title: 'Guest survey',
        questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 }],
      },
    });
    const formId = created.json().id as string;
    expect((await guest.post(`/api/forms/${formId}/publish`)).statusCode).toBeLessThan(300);
    // Even a setting written behind the routes' back (they refuse one) sends nothing.
    await t.database.db
      .insert(formNotificationSettings)
      .values({ formId, userId: owner.id, mode: 'immediate' });

    expect((await submit(t, formId, { name: 'Ada' })).statusCode).toBe(201);
    expect(await sendCoalescedNotifications(t.database.db, t.config, inMinutes(60))).toBe(0);
    const [form] = await t.database.db.select().from(forms).where(eq(forms.id, formId));
    expect(form!.ownerId).toBeNull();
    expect(
      await t.database.db.select().from(responses).where(eq(responses.formId, formId)),
    ).toHaveLength(1);
    expect(await mailsTo(t, owner.email, formId)).toHaveLength(0);
  });
});
