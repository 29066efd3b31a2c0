/** The unsubscribe link: its token, the page's read, and the one-click POST of RFC 8058. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  addCollaborator,
  type Person,
  publishedForm,
  setMode,
  settingsRow,
  signUp,
} from './test-kit';
import { GONE_MESSAGE, INVALID_LINK_MESSAGE } from './unsubscribe';
import {
  ALL_DAILY_DIGESTS,
  createUnsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

let t: TestContext;
let owner: Person;
let viewer: Person;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  [owner, viewer] = [await signUp(t), await signUp(t)];
});
afterAll(() => t.close());

const token = (userId: number, formId: string) =>
  createUnsubscribeToken(t.config.sessionSecret, { userId, formId });

/** As a mail client sends it: no cookie, no Origin, a form-encoded body (RFC 8058 §3.1). */
const oneClick = (tok: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/unsubscribe?token=${encodeURIComponent(tok)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the unsubscribe token', () => {
  it('names its person and form, and nothing else', () => {
    const tok = token(42, 'abc_-XYZ');
    expect(tok).toMatch(/^42\.abc_-XYZ\.[0-9a-f]{64}$/);
    expect(verifyUnsubscribeToken(t.config.sessionSecret, tok)).toEqual({
      userId: 42,
      formId: 'abc_-XYZ',
    });
  });

  it('is refused when any part was changed, or made with another secret', () => {
    const tok = token(42, 'abc');
    const mac = tok.slice(tok.lastIndexOf('.') + 1);
    const flipped = `${mac[0] === '0' ? '1' : '0'}${mac.slice(1)}`;
    for (const forged of [
      `43.abc.${mac}`,
      `42.abd.${mac}`,
      `42.abc.${flipped}`,
      `42.abc.${mac.slice(1)}`,
      createUnsubscribeToken('another secret entirely, 32 chars long', {
        userId: 42,
        formId: 'abc',
      }),
      '42.abc',
      '',
      'x.abc.' + mac,
    ]) {
      expect(verifyUnsubscribeToken(t.config.sessionSecret, forged)).toBeNull();
    }
  });
});

describe('the unsubscribe link', () => {
  it('tells the page what it turns off, without turning it off', async () => {
    const formId = await publishedForm(owner.client, 'Feedback');
    await setMode(owner, formId, 'immediate');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/unsubscribe?token=${token(owner.id, formId)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scope: 'form', formTitle: 'Feedback', subscribed: true });
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('immediate');
  });

  it('turns e-mails off in one click, with no cookie and no Origin', async () => {
    const formId = await publishedForm(owner.client, 'Feedback');
    await addCollaborator(t, formId, viewer.id);
    await setMode(owner, formId, 'immediate');
    await setMode(viewer, formId, 'immediate');

    const res = await oneClick(token(owner.id, formId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ scope: 'form', formTitle: 'Feedback', subscribed: false });
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('off');
    // Only that person's setting for that form.
    expect((await settingsRow(t, formId, viewer.id))!.mode).toBe('immediate');
    // Twice is fine (a mail client may retry).
    expect((await oneClick(token(owner.id, formId))).statusCode).toBe(200);
  });

  it('works from the page too (a same-origin POST without a body)', async () => {
    const formId = await publishedForm(owner.client);
    await setMode(owner, formId, 'daily');
    const res = await owner.client.post(`/api/public/unsubscribe?token=${token(owner.id, formId)}`);
    expect(res.statusCode).toBe(200);
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('off');
  });

  it('refuses a tampered or malformed token and changes nothing', async () => {
    const formId = await publishedForm(owner.client);
    await setMode(owner, formId, 'immediate');
    const good = token(owner.id, formId);
    const lastFlipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    const otherPerson = `${viewer.id}${good.slice(good.indexOf('.'))}`;
    for (const bad of [lastFlipped, otherPerson, `${good}0`, 'nonsense']) {
      const res = await oneClick(bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/public/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect((await settingsRow(t, formId, owner.id))!.mode).toBe('immediate');
  });

  it('says so when the form is gone', async () => {
    const res = await oneClick(token(owner.id, 'no-such-form'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(GONE_MESSAGE);
  });

  it("stops a person's daily digest for every form with the digest's token", async () => {
    const [a, b, c] = [
      await publishedForm(owner.client),
      await publishedForm(owner.client),
      await publishedForm(owner.client),
    ];
    await setMode(owner, a, 'daily');
    await setMode(owner, b, 'daily');
    await setMode(owner, c, 'immediate');
    const digest = token(owner.id, ALL_DAILY_DIGESTS);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/public/unsubscribe?token=${digest}`,
    });
    expect(read.json()).toEqual({ scope: 'daily-digest', formTitle: null, subscribed: true });

    expect((await oneClick(digest)).json()).toMatchObject({ subscribed: false });
    expect((await settingsRow(t, a, owner.id))!.mode).toBe('off');
    expect((await settingsRow(t, b, owner.id))!.mode).toBe('off');
    expect((await settingsRow(t, c, owner.id))!.mode).toBe('immediate');
  });

  it('keeps the same-origin rule for every other route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe-not?token=x',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BAD_ORIGIN');
  });
});
