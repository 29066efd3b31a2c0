/**
 * A form resolver whose field messages are in the app's words: a core schema (zodResolver of
 * loginRequestSchema, …) reports core's English validation messages, and those become the app's
 * messages for the same keys (fieldText). Other messages pass as they came.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { fieldText } from './field-texts';

function inAppWords<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const shown: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (error && typeof error === 'object' && 'type' in error) {
      // A field's error: its message shown in the app's words; its ref (an element) left alone.
      const message = (error as { message?: unknown }).message;
      shown[name] = typeof message === 'string' ? { ...error, message: fieldText(message) } : error;
    } else if (error && typeof error === 'object') {
      shown[name] = inAppWords(error as FieldErrors);
    } else {
      shown[name] = error;
    }
  }
  return shown as FieldErrors<T>;
}

export function withAppWords<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return Object.keys(result.errors).length === 0
      ? result
      : { values: {}, errors: inAppWords(result.errors as FieldErrors<TValues>) };
  };
}
