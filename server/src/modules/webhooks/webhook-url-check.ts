/** The URL rules that depend on the operator's settings, as a 400 on the `url` field. */
import type { AppConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { webhookUrlProblem } from './webhook-url-policy';

export function assertWebhookUrl(url: string, config: AppConfig): void {
  const problem = webhookUrlProblem(url, config.webhooks);
  if (problem) throw new AppError(400, 'VALIDATION_ERROR', problem, { errors: { url: problem } });
}
