/**
 * What the account export holds besides the responses (those come from the responses module's CSV
 * export): account.json, each owned form's definition, and the manifest of uploaded files. Nothing
 * secret is exported: no password hash, two-factor secret, API key hash, session token, payment
 * provider identifier or webhook signing secret.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ExportedFile } from '@core/api/account';
import type { Db } from '../../db/database';
import {
  apiKeys,
  brandSettings,
  creditTransactions,
  formCollaborators,
  forms,
} from '../../db/schema';
import { loadQuestions, toFormContent } from '../forms/form-mapping';
import { iso, queryRows } from '../responses/query-rows';
import { toPublicUser } from './public-user';
import type { UserRow } from './session-store';

/** Manifest rows per query: a page of small rows, read while the previous one is compressed. */
const FILES_BATCH = 1000;

export type OwnedForm = typeof forms.$inferSelect;

/** The account's forms, oldest first (ids and rows only; questions are read one form at a time). */
export async function ownedForms(db: Db, userId: number): Promise<OwnedForm[]> {
  return db
    .select()
    .from(forms)
    .where(eq(forms.ownerId, userId))
    .orderBy(asc(forms.createdAt), asc(forms.id));
}

/** account.json: the profile and what the account holds outside its forms. */
export async function accountDocument(db: Db, user: UserRow, formCount: number) {
  const [keys, credits, kit, shared] = await Promise.all([
    db
      .select({
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scope: apiKeys.scope,
        createdAt: apiKeys.createdAt,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, user.id))
      .orderBy(desc(apiKeys.createdAt)),
    db
      .select({
        amount: creditTransactions.amount,
        type: creditTransactions.type,
        description: creditTransactions.description,
        status: creditTransactions.status,
        createdAt: creditTransactions.createdAt,
      })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, user.id))
      .orderBy(asc(creditTransactions.createdAt), asc(creditTransactions.id)),
    db.select().from(brandSettings).where(eq(brandSettings.userId, user.id)).limit(1),
    db
      .select({ formId: formCollaborators.formId, role: formCollaborators.role })
      .from(formCollaborators)
      .where(eq(formCollaborators.userId, user.id)),
  ]);
  const brand = kit[0];
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...toPublicUser(user),
      twoFactorEnabled: user.twoFactorEnabledAt !== null,
      subscriptionPlan: user.subscriptionPlan,
    },
    ownedForms: formCount,
    sharedWithMe: shared,
    apiKeys: keys,
    creditTransactions: credits,
    brandKit: brand
      ? {
          logoUrl: brand.logoUrl,
          primaryColor: brand.primaryColor,
          secondaryColor: brand.secondaryColor,
          accentColor: brand.accentColor,
          fontFamily: brand.fontFamily,
          buttonStyle: brand.buttonStyle,
        }
      : null,
  };
}

/** forms/<id>/form.json: the definition as the builder saves it, with its questions. */
export async function formDocument(db: Db, form: OwnedForm) {
  const content = toFormContent(form, await loadQuestions(db, form.id));
  return { ...content, responseRetentionDays: form.responseRetentionDays };
}

interface FileRow {
  id: string;
  form_id: string;
  question_id: string;
  original_name: string;
  size: number;
  mime_type: string;
  created_at: unknown;
  response_id: string | number | null;
}

/** files.json, as a JSON array written a page at a time (keyset on the file id). */
export async function* fileManifestChunks(db: Db, userId: number): AsyncGenerator<string> {
  yield '[';
  let after = '';
  let first = true;
  for (;;) {
    const rows = await queryRows<FileRow>(
      db,
      sql`select f.id, f.form_id, f.question_id, f.original_name, f.size, f.mime_type,
                 f.created_at, f.response_id
          from uploaded_files f join forms o on o.id = f.form_id
          where o.owner_id = ${userId} and f.id > ${after}
          order by f.id limit ${FILES_BATCH}`,
    );
    if (rows.length === 0) break;
    const items = rows.map((row, i) => {
      const file: ExportedFile = {
        form: row.form_id,
        question: row.question_id,
        name: row.original_name,
        size: Number(row.size),
        type: row.mime_type,
        created: iso(row.created_at),
        response: row.response_id === null ? null : String(row.response_id),
      };
      return `${first && i === 0 ? '' : ','}\n  ${JSON.stringify(file)}`;
    });
    first = false;
    yield items.join('');
    after = rows.at(-1)!.id;
    if (rows.length < FILES_BATCH) break;
  }
  yield first ? ']\n' : '\n]\n';
}
