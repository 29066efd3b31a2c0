/**
 * What the account export holds besides the responses (those come from the responses module's CSV
 * export) and the uploaded files (account-export-files.ts): account.json and each owned form's
 * definition. Nothing secret is exported: no password hash, two-factor secret, API key hash,
 * session token, payment provider identifier or webhook signing secret.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  apiKeys,
  brandSettings,
  creditTransactions,
  formCollaborators,
  forms,
} from '../../db/schema';
import { loadQuestions, toFormContent } from '../forms/form-mapping';
import { toPublicUser } from './public-user';
import type { UserRow } from './session-store';

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
