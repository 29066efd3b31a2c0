/** The respondent path: public form pages and payloads, drafts, uploads, submissions, events. */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { CaptchaVerifier, captchaSecret, registerCaptcha } from './captcha';
import { registerDownloadFile } from './download-file';
import { registerRecordEvent } from './record-event';
import { registerSaveDraft } from './save-draft';
import { registerServePublicForm } from './serve-public-form';
import { registerServePublicVersion } from './serve-public-version';
import { registerSubmitResponse } from './submit-response';
import { registerUploadFile } from './upload-file';

export async function respondentRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  const captcha = new CaptchaVerifier(captchaSecret(app.config.sessionSecret), app.sharedState);
  registerSaveDraft(app);
  const submit = registerSubmitResponse(app, captcha);
  const storeUpload = registerUploadFile(app, opts.storage);
  // The form page and its no-script post (ADR 033), which stores through the same two.
  registerServePublicForm(app, { submit, storeUpload });
  registerServePublicVersion(app);
  registerDownloadFile(app, opts.storage);
  registerRecordEvent(app);
  registerCaptcha(app, captcha);
}
