/** Kept as the respondent typed it (trimmed): their spacing is how they read their own number. */
import { definePhoneType } from './shared/phone';

export const phone = definePhoneType('PHONE', 'Phone', 'as-typed');
