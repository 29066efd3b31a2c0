/** For the brand kit tests: accounts, an admin, logo uploads and sample files. Not server code. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { BINARY_PNG, multipartBody } from '../../test-support/upload-test-helpers';

export const KIT = {
  primaryColor: '#1d4ed8',
  secondaryColor: '#0f766e',
  accentColor: '#9a3412',
  fontFamily: 'Georgia',
  buttonStyle: 'pill',
} as const;

export async function signedIn(app: FastifyInstance): Promise<BrowserClient> {
  const client = new BrowserClient(app);
  expect((await client.post('/api/auth/register', newAccount())).statusCode).toBe(201);
  return client;
}

export async function signedInAdmin(app: FastifyInstance, db: Db): Promise<BrowserClient> {
  const client = new BrowserClient(app);
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.statusCode).toBe(201);
  // The role is read from the database on every request, so the session needs no refresh.
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.id, res.json().id as number));
  return client;
}

export const SAMPLES = {
  png: BINARY_PNG,
  // A JFIF header is what file-type reads; the rest may be anything.
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(200, 7),
    Buffer.from([0xff, 0xd9]),
  ]),
  svg: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Acme -->\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" style="fill:#1d4ed8"/></svg>\n',
  ),
  gif: Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.alloc(40),
  ]),
  html: Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  ),
};

export async function uploadLogo(
  client: BrowserClient,
  file: { name: string; type: string; data: Buffer },
) {
  const body = multipartBody({}, file);
  return client.request({
    method: 'POST',
    url: '/api/brand-kit/logo',
    payload: body.payload,
    headers: body.headers,
  });
}

/** Uploads a PNG and answers its public address. */
export async function uploadedLogoUrl(client: BrowserClient): Promise<string> {
  const res = await uploadLogo(client, { name: 'logo.png', type: 'image/png', data: SAMPLES.png });
  expect(res.statusCode).toBe(201);
  return res.json().logoUrl as string;
}
