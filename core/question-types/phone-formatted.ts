/** Stored in E.164 (+14155552671) so the number can be dialled, messaged or deduplicated as is. */
import { definePhoneType } from './shared/phone';

export const phoneFormatted = definePhoneType('PHONE_FORMATTED', 'Phone (formatted)', 'e164');
