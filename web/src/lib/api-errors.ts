/** Reading a failed API call for the person: the server's message and its per-field messages. */
import { isApiError } from './api-client';

/** The server's own message for a failed call (`{ message }`), if it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/** Conflict codes that belong to one field (the server answers 409 with them). */
const FIELD_BY_CODE: Record<string, string> = {
  USERNAME_TAKEN: 'username',
  EMAIL_TAKEN: 'email',
};

/**
 * Messages by field name: from a 400's `{ errors: { field: message } }`, and from a conflict whose
 * code names a field (USERNAME_TAKEN, EMAIL_TAKEN).
 */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.data as { errors?: unknown } | undefined;
  const out: Record<string, string> = {};
  if (data?.errors && typeof data.errors === 'object') {
    for (const [field, message] of Object.entries(data.errors)) {
      if (typeof message === 'string') out[field] = message;
    }
  }
  const field = error.code ? FIELD_BY_CODE[error.code] : undefined;
  if (field && error.serverMessage) out[field] ??= error.serverMessage;
  return out;
}
