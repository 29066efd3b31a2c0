/**
 * Inputs that few forms use (files, signatures, locations, payments, CAPTCHA), in their own chunk
 * so the first-paint bundle stays small. A form that has any of them starts loading this chunk
 * right after the first paint (preloadInputsFor).
 */
export { CaptchaInput } from './captcha-input';
export { FileInput } from './file-inputs';
export { LocationInput } from './location-input';
export { PaymentInput } from './payment-input';
export { SignatureInput } from './signature-input';
