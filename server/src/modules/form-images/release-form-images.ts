/**
 * What happens to a form's uploaded pictures when the form goes (its own deletion, or its owner's
 * account erasure), in the deleting transaction and before the form row: a picture that another
 * form still shows (a duplicate, a form made from a template of this one) moves to that form, so
 * it keeps counting against someone's storage and goes when that form goes; one only a template
 * still shows stays, ownerless (form_id null), as brand logos do; every other one is deleted and
 * its storage key answered, for the caller to delete the blob after the commit.
 */
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { formImagePath } from '@core/form/image-path';
import type { Db } from '../../db/database';
import { escapeLikePattern } from '../../db/like-pattern';
import { formImages, questions, templates } from '../../db/schema';

/** True where the JSON holds the path (the id's `_` and `-` matched literally). */
const mentions = (json: SQL, path: string): SQL =>
  sql`${json}::text like ${`%${escapeLikePattern(path)}%`} escape '\\'`;

/** `leaving`: an account being erased, whose own templates go with it and so keep nothing. */
export async function releaseFormImages(
  tx: Db,
  formIds: readonly string[],
  leaving?: number,
): Promise<string[]> {
  if (formIds.length === 0) return [];
  const images = await tx
    .select({ id: formImages.id, storageKey: formImages.storageKey })
    .from(formImages)
    .where(inArray(formImages.formId, [...formIds]));
  const keys: string[] = [];
  for (const image of images) {
    const path = formImagePath(image.id);
    const [other] = await tx
      .select({ formId: questions.formId })
      .from(questions)
      .where(
        and(notInArray(questions.formId, [...formIds]), mentions(sql`${questions.settings}`, path)),
      )
      .limit(1);
    const [template] = other
      ? []
      : await tx
          .select({ id: templates.id })
          .from(templates)
          .where(
            and(
              mentions(sql`${templates.definition}`, path),
              leaving === undefined
                ? undefined
                : sql`${templates.ownerId} is distinct from ${leaving}`,
            ),
          )
          .limit(1);
    if (other || template) {
      await tx
        .update(formImages)
        .set({ formId: other?.formId ?? null })
        .where(eq(formImages.id, image.id));
      continue;
    }
    await tx.delete(formImages).where(eq(formImages.id, image.id));
    keys.push(image.storageKey);
  }
  return keys;
}
