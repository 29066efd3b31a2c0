/**
 * Inputs that few forms use (files, signatures, locations, payments, CAPTCHA), in their own chunk
 * so the first-paint bundle stays small. A form that has any of them starts loading this chunk
 * right after the first paint (preloadInputsFor).
 */
import type { QuestionType } from '@core/form/enums';
import { preloadCaptchaWidget } from './captcha-input';
import { preloadSignaturePad } from './signature-input';

export { CaptchaInput } from './captcha-input';
export { FileInput } from './file-inputs';
export { LocationInput } from './location-input';
export { PaymentInput } from './payment-input';
export { SignatureInput } from './signature-input';

/** The chunks these inputs load in turn when first shown (the CAPTCHA widget, the pad). */
export function loadNestedFor(types: ReadonlySet<QuestionType>): Promise<unknown> {
  return Promise.all([
    types.has('CAPTCHA') ? preloadCaptchaWidget() : null,
    types.has('SIGNATURE') ? preloadSignaturePad() : null,
  ]);
}
