/**
 * Pictures for image-choice options (issue 28): uploaded by the form's owners and editors only,
 * with the brand logo's checks and the owner's storage quota, nothing stored when refused; served
 * to anyone for a year; and gone with the form or the account, unless another form still shows it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_LOGO_MAX_BYTES } from '@core/api/brand-kit';
import { formImageResponseSchema } from '@core/api/form-images';
import { formImages } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { multipartBody } from '../../test-support/upload-test-helpers';
import { storageUsedBy } from '../billing/storage-usage';
import { STORAGE_QUOTA_BYTES } from '../billing/plans';
import { SAMPLES } from '../brand-kit/brand-kit.test-support';
import {
  addCollaborator,
  createForm,
  signUp,
  type TestPerson,
} from '../collaboration/collaboration.test-support';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-form-images-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every blob under the data directory, by name (its storage key). */
function blobs(): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [e.name]));
  return fs.existsSync(dataDir) ? walk(dataDir) : [];
}

const PNG = { name: 'lunch.png', type: 'image/png', data: SAMPLES.png };

function upload(client: BrowserClient, formId: string, file = PNG) {
  const body = multipartBody({}, file);
  return client.request({
    method: 'POST',
    url: `/api/forms/${formId}/images`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function uploaded(client: BrowserClient, formId: string): Promise<string> {
  const res = await upload(client, formId);
  expect(res.statusCode, res.body).toBe(201);
  return formImageResponseSchema.parse(res.json()).imageUrl;
}

const rowOf = async (imageUrl: string) =>
  (
    await t.database.db
      .select()
      .from(formImages)
      .where(eq(formImages.id, imageUrl.split('/').pop()!))
  )[0];

/** The form's one image-choice question shows `imageUrl` for "Lunch". */
async function showPicture(client: BrowserClient, formId: string, imageUrl: string) {
  const form = (await client.get(`/api/forms/${formId}`)).json() as { version: number };
  const res = await client.put(`/api/forms/${formId}`, {
    version: form.version,
    definition: {
      title: 'Lunch poll',
      questions: [
        {
          id: 'meal',
          type: 'IMAGE_CHOICE',
          title: 'What did you have?',
          order: 0,
          options: ['Lunch', 'Dinner'],
          settings: { images: { Lunch: imageUrl }, multiSelect: false },
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('uploading a picture for an image choice', () => {
  let owner: TestPerson;
  let formId: string;
  beforeAll(async () => {
    owner = await signUp(t.app);
    formId = await createForm(owner.client);
  });

  it.each([
    ['a PNG', PNG],
    ['an SVG', { name: 'dish.svg', type: 'image/svg+xml', data: SAMPLES.svg }],
  ])('takes %s from the owner and serves it to anyone, cached for a year', async (_l, file) => {
    const res = await upload(owner.client, formId, file);
    expect(res.statusCode, res.body).toBe(201);
    const image = formImageResponseSchema.parse(res.json());
    expect(image).toEqual({
      imageUrl: expect.stringMatching(/^\/api\/public\/form-images\/[\w-]{22}$/),
      mimeType: file.type,
      size: file.data.length,
    });
    expect((await rowOf(image.imageUrl))?.formId).toBe(formId);
    // A respondent with no session loads it.
    const served = await new BrowserClient(t.app).get(image.imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file.data)).toBe(true);
    expect(served.headers['content-type']).toBe(file.type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The form takes the address in an option, and keeps it.
    await showPicture(owner.client, formId, image.imageUrl);
    const saved = (await owner.client.get(`/api/forms/${formId}`)).json();
    expect(JSON.stringify(saved)).toContain(image.imageUrl);
  });

  it('takes one from an editor of the form', async () => {
    const editor = await signUp(t.app);
    await addCollaborator(t.database.db, formId, editor.id, 'editor');
    expect((await upload(editor.client, formId)).statusCode).toBe(201);
  });

  it('refuses a viewer (403), a stranger and a visitor (404), storing nothing', async () => {
    const viewer = await signUp(t.app);
    await addCollaborator(t.database.db, formId, viewer.id, 'viewer');
    const stranger = await signUp(t.app);
    const before = { rows: (await t.database.db.select().from(formImages)).length, blobs: blobs() };
    const asViewer = await upload(viewer.client, formId);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().code).toBe('FORBIDDEN');
    for (const client of [stranger.client, new BrowserClient(t.app)]) {
      const res = await upload(client, formId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Form not found');
    }
    expect((await t.database.db.select().from(formImages)).length).toBe(before.rows);
    expect(blobs()).toEqual(before.blobs);
  });

  it.each([
    ['a GIF', { name: 'a.gif', type: 'image/gif', data: SAMPLES.gif }, 415],
    ['HTML named .png', { name: 'a.png', type: 'image/png', data: SAMPLES.html }, 415],
    [
      'a file over 2 MB',
      {
        name: 'big.png',
        type: 'image/png',
        data: Buffer.concat([SAMPLES.png, Buffer.alloc(BRAND_LOGO_MAX_BYTES)]),
      },
      413,
    ],
  ])('refuses %s, storing nothing', async (_l, file, status) => {
    const before = { rows: (await t.database.db.select().from(formImages)).length, blobs: blobs() };
    const res = await upload(owner.client, formId, file);
    expect(res.statusCode).toBe(status);
    expect((await t.database.db.select().from(formImages)).length).toBe(before.rows);
    expect(blobs()).toEqual(before.blobs);
  });

  it("counts against the owner's storage, and a full quota refuses the next one", async () => {
    const person = await signUp(t.app);
    const form = await createForm(person.client);
    const used = await storageUsedBy(t.database.db, { ownerId: person.id });
    await uploaded(person.client, form);
    expect(await storageUsedBy(t.database.db, { ownerId: person.id })).toBe(
      used + SAMPLES.png.length,
    );
    // Fill the quota with one large (pretend) picture.
    await t.database.db.insert(formImages).values({
      id: `filler${Date.now()}abcdefghij`,
      formId: form,
      storageKey: `filler-${Date.now()}`,
      mimeType: 'image/png',
      size: STORAGE_QUOTA_BYTES.free,
    });
    const before = blobs();
    const res = await upload(person.client, form);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('STORAGE_QUOTA');
    expect(blobs()).toEqual(before);
  });
});

describe("a form's pictures when it goes", () => {
  it('go with the form: row, blob and address', async () => {
    const owner = await signUp(t.app);
    const formId = await createForm(owner.client);
    const imageUrl = await uploaded(owner.client, formId);
    await showPicture(owner.client, formId, imageUrl);
    const key = (await rowOf(imageUrl))!.storageKey;
    expect(blobs()).toContain(key);
    const res = await owner.client.request({ method: 'DELETE', url: `/api/forms/${formId}` });
    expect(res.statusCode).toBe(204);
    expect(await rowOf(imageUrl)).toBeUndefined();
    expect(blobs()).not.toContain(key);
    expect((await new BrowserClient(t.app).get(imageUrl)).statusCode).toBe(404);
  });

  it('move to a copy of the form that still shows them', async () => {
    const owner = await signUp(t.app);
    const formId = await createForm(owner.client);
    const imageUrl = await uploaded(owner.client, formId);
    await showPicture(owner.client, formId, imageUrl);
    const copy = await owner.client.post(`/api/forms/${formId}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id as string;
    await owner.client.request({ method: 'DELETE', url: `/api/forms/${formId}` });
    expect((await rowOf(imageUrl))?.formId).toBe(copyId);
    expect((await new BrowserClient(t.app).get(imageUrl)).statusCode).toBe(200);
  });

  it('go with the account', async () => {
    const owner = await signUp(t.app);
    const formId = await createForm(owner.client);
    const imageUrl = await uploaded(owner.client, formId);
    await showPicture(owner.client, formId, imageUrl);
    const key = (await rowOf(imageUrl))!.storageKey;
    const res = await owner.client.request({
      method: 'DELETE',
      url: '/api/user',
      payload: { currentPassword: 'correct horse battery' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await rowOf(imageUrl)).toBeUndefined();
    expect(blobs()).not.toContain(key);
  });
});
