/**
 * Test support for results reads (issue 32): an owner with a form of the given questions, and
 * that form's responses replaced by rows written straight into the table (answers as given,
 * optionally at a given time), so a property test can store hundreds of random sets quickly.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Question } from '@core/form/definition';
import { BrowserClient, newAccount } from './browser-client';
import type { TestContext } from './test-app';

export async function ownerWithForm(
  t: TestContext,
  title: string,
  questions: readonly Question[],
): Promise<{ owner: BrowserClient; formId: string }> {
  const owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', { definition: { title, questions } });
  expect(created.statusCode, created.body).toBe(201);
  return { owner, formId: created.json().id as string };
}

export interface StoredRow {
  answers: Record<string, unknown>;
  /** ISO 8601; now when absent. */
  at?: string;
}

/** Replaces the form's responses; `referrer` holds each row's position (1-based) to find it by. */
export async function replaceResponses(
  t: TestContext,
  formId: string,
  rows: readonly StoredRow[],
): Promise<void> {
  const { db } = t.database;
  await db.execute(sql`delete from responses where form_id = ${formId}`);
  await db.execute(sql`insert into responses (form_id, answers, completed, referrer, created_at)
    select ${formId}, r.row -> 'answers', true, r.n::text, coalesce((r.row ->> 'at')::timestamptz, now())
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as r(row, n)`);
}
