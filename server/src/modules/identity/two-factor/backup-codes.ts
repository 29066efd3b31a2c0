/**
 * Backup codes: ten random codes per enrolment, each good once. Only their SHA-256 is stored: a
 * code has about 50 bits of randomness and sign-in attempts are throttled, so a slow hash would buy
 * nothing. Using one is a single conditional UPDATE, so two sign-ins racing with the same code
 * cannot both pass.
 */
import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_COUNT,
  BACKUP_CODE_LENGTH,
  formatBackupCode,
} from '@core/api/two-factor';
import type { Db } from '../../../db/database';
import { twoFactorBackupCodes } from '../../../db/schema';

export function hashBackupCode(normalised: string): string {
  return crypto.createHash('sha256').update(normalised).digest('hex');
}

function newBackupCode(): string {
  let code = '';
  for (let i = 0; i < BACKUP_CODE_LENGTH; i += 1) {
    code += BACKUP_CODE_ALPHABET[crypto.randomInt(BACKUP_CODE_ALPHABET.length)];
  }
  return code;
}

/** Replaces the account's codes with ten new ones and answers them, formatted, this once. */
export async function replaceBackupCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
  await db
    .insert(twoFactorBackupCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashBackupCode(code) })));
  return codes.map(formatBackupCode);
}

/** Marks the code used; true only for the one request that did so. `normalised` as the schema gives it. */
export async function useBackupCode(db: Db, userId: number, normalised: string): Promise<boolean> {
  const used = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorBackupCodes.userId, userId),
        eq(twoFactorBackupCodes.codeHash, hashBackupCode(normalised)),
        isNull(twoFactorBackupCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return used.length > 0;
}

export async function backupCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.userId, userId), isNull(twoFactorBackupCodes.usedAt)));
  return row?.value ?? 0;
}
