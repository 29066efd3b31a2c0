/**
 * Erasing an account: the one use case both deletions call, the owner's own (DELETE /api/user) and
 * an admin's (DELETE /api/admin/users/{id}). Each caller checks who may do it, locks the user row
 * and writes its own audit entry; this file removes the account's data.
 *
 * In the caller's transaction (`eraseAccountRows`): the owned forms are locked as
 * DELETE /api/forms/{id} locks one (an upload racing this waits, then fails, so no file row appears
 * after the keys were read); the stored files' keys are read; then the user row goes, and with it
 * by cascade its forms (their questions, responses, drafts, uploads, webhooks, collaborators,
 * invitations), sessions, API keys, notifications, memberships of others' forms, credits, brand kit,
 * templates, reset tokens and two-factor codes. Columns that only mention the account in someone
 * else's data (a response they submitted to another's form, an audit entry) become null.
 * Invitations sent to their address before it had an account, the mail queued to that address and
 * the brand logos only their forms could show go explicitly, as do the pictures uploaded for
 * their forms' image choices that no one else's form or template shows (release-form-images.ts).
 * The webhook endpoints they added to others' forms are turned off before the user row goes,
 * while they still name their creator (ADR 028).
 *
 * After the commit (`finishAccountErasure`): every instance forgets the forms (their public pages
 * answer 404 at once) and the stored blobs are deleted; a blob that cannot be is logged, never
 * thrown, as for any deleted form.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { brandLogoPath } from '@core/form/brand-logo-path';
import type { Db } from '../../db/database';
import {
  brandLogos,
  brandSettings,
  forms,
  invitations,
  mailOutbox,
  templates,
  uploadedFiles,
  users,
} from '../../db/schema';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import { releaseFormImages } from '../form-images/release-form-images';
import { queryRows } from '../responses/query-rows';
import { turnOffCreatorEndpoints } from '../webhooks/turn-off-creator-endpoints';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from './session-store';

export interface AccountErasure {
  formIds: string[];
  /** Blobs to delete once the transaction has committed. */
  storageKeys: string[];
  /** Counts for the audit entry: how much went, never what it was. */
  forms: number;
  files: number;
}

/**
 * Call inside a transaction in which the caller has locked `user`'s row. `audit` writes the
 * caller's entry just before the user row goes: an entry whose actor is the account itself must
 * exist before it, so that its actor_id can be cleared with the rest.
 */
export async function eraseAccountRows(
  tx: Db,
  user: UserRow,
  audit: (erasure: AccountErasure) => Promise<unknown>,
): Promise<AccountErasure> {
  const owned = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.ownerId, user.id))
    .for('update');
  const formIds = owned.map((f) => f.id);
  const files = formIds.length
    ? await tx
        .select({ storageKey: uploadedFiles.storageKey })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.formId, formIds))
    : [];
  const logoKeys = await eraseOwnLogos(tx, user.id);
  const imageKeys = await releaseFormImages(tx, formIds, user.id);
  await tx.delete(invitations).where(sql`lower(${invitations.email}) = lower(${user.email})`);
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
  await turnOffCreatorEndpoints(tx, user.id);
  const erasure: AccountErasure = {
    formIds,
    storageKeys: [...files.map((f) => f.storageKey), ...logoKeys, ...imageKeys],
    forms: formIds.length,
    files: files.length,
  };
  await audit(erasure);
  await tx.delete(users).where(eq(users.id, user.id));
  return erasure;
}

/**
 * The account's uploaded brand logos, except one that something outside the account still shows:
 * the global kit, or a form or template of someone else (a copy of a form, or a global template an
 * admin made with their own logo). Those stay, ownerless, as the schema keeps them.
 */
async function eraseOwnLogos(tx: Db, userId: number): Promise<string[]> {
  const logos = await tx
    .select({ id: brandLogos.id, storageKey: brandLogos.storageKey })
    .from(brandLogos)
    .where(eq(brandLogos.ownerId, userId));
  const keys: string[] = [];
  for (const logo of logos) {
    const needle = `%${brandLogoPath(logo.id)}%`;
    const [usedElsewhere] = await queryRows<{ one: number }>(
      tx,
      sql`
      select 1 as one where
        exists (select 1 from ${brandSettings} where ${brandSettings.scope} = 'global'
                and ${brandSettings.logoUrl} = ${brandLogoPath(logo.id)})
        or exists (select 1 from ${forms} where ${forms.theme}::text like ${needle}
                   and ${forms.ownerId} is distinct from ${userId})
        or exists (select 1 from ${templates} where ${templates.definition}::text like ${needle}
                   and ${templates.ownerId} is distinct from ${userId})`,
    );
    if (usedElsewhere) continue;
    await tx.delete(brandLogos).where(eq(brandLogos.id, logo.id));
    keys.push(logo.storageKey);
  }
  return keys;
}

/** After the commit: caches on every instance, then the stored blobs. */
export async function finishAccountErasure(
  app: FastifyInstance,
  storage: FileStorage,
  erasure: AccountErasure,
  log: FastifyBaseLogger,
): Promise<void> {
  await invalidateForm(app, erasure.formIds);
  await deleteStoredFiles(storage, erasure.storageKeys, log);
}
