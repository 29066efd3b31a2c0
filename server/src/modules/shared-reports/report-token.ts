/**
 * A shared report's link token: 256 random bits, base64url, never the form id. Only its SHA-256 is
 * stored (as for password reset tokens): the token is random and long, so nothing can be learnt
 * from its hash, and a copy of the database opens no report.
 */
import crypto from 'node:crypto';

export const newReportToken = (): string => crypto.randomBytes(32).toString('base64url');

export const hashReportToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

export const reportPath = (token: string): string => `/reports/${token}`;
