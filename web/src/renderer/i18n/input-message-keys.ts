/**
 * The messages only the split inputs show (input-registry.ts: the "more" and "advanced" chunks):
 * grids, ranking, time ranges, several dates, files, signatures, locations, payments, CAPTCHA.
 * English keeps them out of the page's app chunk (compiled/en-inputs.json, loaded with those
 * chunks by loadInputMessages): 1 KB of the form page's script (issue 29 item 4). Every other
 * language's list has them last, in this order. A key used anywhere else belongs in the core.
 */
import type { MessageKey } from './messages/en';

export const INPUT_MESSAGE_KEYS = [
  'uploadedFiles', 'removeItem', 'filesRoomLeft', 'filesUpTo', 'fileReplaces', 'uploading',
  'fileTypeRefused',
  'stronglyDisagree', 'disagree', 'neutral', 'agree', 'stronglyAgree',
  'timeFrom', 'timeTo', 'addADate', 'addDate', 'chosenDates',
  'rankingLabel', 'moveUp', 'moveDown', 'movedTo', 'keepOrder', 'rankWithoutScript',
  'typeFullName', 'useSignature', 'signatureImageFailed', 'yourSignature', 'signatureSaved',
  'signAgain', 'draw', 'typeNameInstead', 'loadingSignaturePad', 'signaturePad', 'clear',
  'saveSignature',
  'useMyLocation', 'noGeolocation', 'findingLocation', 'locationAdded', 'locationRefused',
  'locationNotFound', 'addressOptional', 'latitude', 'longitude',
  'paymentMisconfigured', 'paymentNotSetUp', 'paymentPending', 'loadingVerification',
] as const satisfies readonly MessageKey[]; // prettier-ignore

/** Every key in the order other languages' lists follow: the core's, then the inputs'. */
export function catalogueOrder(englishKeys: readonly string[]): string[] {
  const inputs = new Set<string>(INPUT_MESSAGE_KEYS);
  return [...englishKeys.filter((key) => !inputs.has(key)), ...INPUT_MESSAGE_KEYS];
}
