import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';

/** The server's own words for a refused action (e.g. the last admin), else the fallback. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** A 400's per-field messages, for the dialog that sent the body. */
export { fieldMessagesOf };
