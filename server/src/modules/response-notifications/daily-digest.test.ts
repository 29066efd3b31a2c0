/** The daily digest: one mail per person, counts per form, once a day, never twice. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCollaborators, responses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { sendDailyDigests } from './send-daily-digests';
import {
  addCollaborator,
  mailsTo,
  type Person,
  publishedForm,
  setMode,
  settingsRow,
  signUp,
  submit,
} from './test-kit';
import { ALL_DAILY_DIGESTS, createUnsubscribeToken } from './unsubscribe-token';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
});
afterAll(() => t.close());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const digests = (person: Person) => mailsTo(t, person.email, undefined, 'response_digest');
const run = (now: Date) => sendDailyDigests(t.database.db, t.config, now);

describe('the daily digest', () => {
  it('counts the new responses per form in one mail, and moves last_digest_at', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t);
    const a = await publishedForm(owner.client, 'Alpha');
    const b = await publishedForm(owner.client, 'Beta');
    const quiet = await publishedForm(owner.client, 'Quiet');
    await addCollaborator(t, a, viewer.id);
    for (const form of [a, b, quiet]) await setMode(owner, form, 'daily');

    for (let i = 0; i < 3; i++) await submit(t, a);
    await submit(t, b);
    // Not due before a day has passed.
    expect(await run(inHours(12))).toBe(0);
    expect(await digests(owner)).toHaveLength(0);

    const now = inHours(24);
    expect(await run(now)).toBe(1);
    const [mail] = await digests(owner);
    expect(mail!.subject).toBe('Daily digest: 4 new responses');
    expect(mail!.text).toContain('4 new responses since your last digest:');
    expect(mail!.text).toContain(
      `“Alpha”: 3 new responses. ${t.config.mail.linkOrigin}/forms/${a}/responses`,
    );
    expect(mail!.text).toContain(
      `“Beta”: 1 new response. ${t.config.mail.linkOrigin}/forms/${b}/responses`,
    );
    expect(mail!.text).not.toContain('Quiet');
    const token = createUnsubscribeToken(t.config.sessionSecret, {
      userId: owner.id,
      formId: ALL_DAILY_DIGESTS,
    });
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${t.config.mail.linkOrigin}/api/public/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`${t.config.mail.linkOrigin}/unsubscribe?token=${token}`);
    for (const form of [a, b, quiet]) {
      expect((await settingsRow(t, form, owner.id))!.lastDigestAt).toEqual(now);
    }
    // The viewer never asked for it.
    expect(await digests(viewer)).toHaveLength(0);

    // Run again (a second instance, the next tick): nothing more.
    expect(await run(now)).toBe(0);
    expect(await run(inHours(25))).toBe(0);
    expect(await digests(owner)).toHaveLength(1);

    // The next day counts only what came since (a response that arrives, in this test's clock,
    // 30 hours from now).
    const later = (await submit(t, b)).json().responseId as number;
    await t.database.db
      .update(responses)
      .set({ createdAt: inHours(30) })
      .where(eq(responses.id, later));
    expect(await run(inHours(48))).toBe(1);
    const second = (await digests(owner))[1]!;
    expect(second.subject).toBe('Daily digest: 1 new response');
    expect(second.text).not.toContain('Alpha');
  });

  it('sends nothing on a day without responses, and still starts a new day', async () => {
    const owner = await signUp(t);
    const form = await publishedForm(owner.client);
    await setMode(owner, form, 'daily');
    const now = inHours(24);
    expect(await run(now)).toBe(0);
    expect(await digests(owner)).toHaveLength(0);
    expect((await settingsRow(t, form, owner.id))!.lastDigestAt).toEqual(now);
  });

  it('is sent once when two instances run it at the same moment', async () => {
    const owner = await signUp(t);
    const form = await publishedForm(owner.client);
    await setMode(owner, form, 'daily');
    await submit(t, form);
    const now = inHours(24);
    const sent = await Promise.all([run(now), run(now), run(now)]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await digests(owner)).toHaveLength(1);
  });

  it('leaves out a form the person no longer collaborates on', async () => {
    const owner = await signUp(t);
    const viewer = await signUp(t);
    const form = await publishedForm(owner.client, 'Left behind');
    await addCollaborator(t, form, viewer.id);
    await setMode(viewer, form, 'daily');
    await t.database.db.delete(formCollaborators).where(eq(formCollaborators.userId, viewer.id));
    await submit(t, form);
    expect(await run(inHours(24))).toBe(0);
    expect(await digests(viewer)).toHaveLength(0);
  });
});
