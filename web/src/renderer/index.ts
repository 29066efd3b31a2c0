/**
 * The respondent renderer, shared by the public form page (features/form-renderer), the builder's
 * preview, template previews and the brand kit's preview. It imports only components/ui, lib and
 * core, never a feature, and never calls the network itself: hosts pass uploads, the CAPTCHA's
 * challenge URL and the submission in (RendererServices, useFormSession's submit).
 */
export { FormPreview, type FormPreviewProps } from './form-preview';
export { FormView, type FormLayout, type FormViewProps } from './components/form-view';
export { Branding } from './components/form-screens';
export { primaryButton, secondaryButton } from './components/inputs/styles';
export {
  useFormSession,
  type FormSession,
  type FormSessionOptions,
} from './state/use-form-session';
export type { RendererServices, UploadRequest } from './state/renderer-context';
export type { SubmitOutcome } from './lib/submit-outcome';
export { loadTranslator } from './i18n/catalogue';
export { LocalisedError } from './i18n/localised-error';
export type { Translator } from './i18n/translator';
export { TranslatorContext, useTranslator } from './i18n/translator-context';
