/** For the API key and /api/v1 tests: keys made through the API, calls with them, responses. Not server code. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { ApiKeyScope, CreateApiKeyResponse } from '@core/api/api-keys';
import type { Db } from '../../db/database';
import { responses } from '../../db/schema';
import type { TestPerson } from '../collaboration/collaboration.test-support';

/** signUp's password (newAccount's default): creating a key needs it (re-authentication). */
export const KEY_OWNER_PASSWORD = 'correct horse battery';

export async function createKey(
  person: TestPerson,
  scope: ApiKeyScope = 'read',
  extra: { name?: string; expiresAt?: string } = {},
): Promise<CreateApiKeyResponse> {
  const res = await person.client.post('/api/api-keys', {
    name: 'Zapier',
    scope,
    currentPassword: KEY_OWNER_PASSWORD,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateApiKeyResponse;
}

/** A program's request: no Origin, no cookie, only the key (when given). */
export function callV1(
  app: FastifyInstance,
  key: string | null,
  url: string,
  method: InjectOptions['method'] = 'GET',
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  });
}

/** Responses written straight to the table, at chosen instants, for paging and `since`. */
export async function insertResponses(
  db: Db,
  formId: string,
  rows: { at: Date; answers: Record<string, unknown> }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(responses)
    .values(
      rows.map((r) => ({
        formId,
        answers: r.answers,
        completed: true,
        createdAt: r.at,
        updatedAt: r.at,
      })),
    )
    .returning({ id: responses.id });
  return inserted.map((r) => r.id);
}
