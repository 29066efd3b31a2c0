/**
 * Core's keyed field messages and the app's messages for them cannot drift apart: every key of
 * every set has a message, no message names a key core dropped, and the app's English is core's,
 * byte for byte (the server answers 400s with core's, and tests find fields by these words).
 */
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/app-messages/app-messages';
import { FIELD_MESSAGE_SETS, FIELD_MESSAGE_VALUES, fieldText } from './field-texts';

const sorted = (ids: Iterable<string>) => [...ids].sort();

const entries = FIELD_MESSAGE_SETS.flatMap(([set, coreTexts, appMessages]) =>
  Object.entries(coreTexts).map(
    ([key, text]) =>
      [set, key, text, (appMessages as Readonly<Record<string, string>>)[key]] as const,
  ),
);

describe("the app's words for core's field messages", () => {
  it.each(FIELD_MESSAGE_SETS)(
    'cover every key of the %s, and only those',
    (_, coreTexts, appMessages) => {
      expect(sorted(Object.keys(appMessages))).toEqual(sorted(Object.keys(coreTexts)));
    },
  );

  it('give no two keys the same English (a text reads back to one key)', () => {
    const texts = entries.map(([, , text]) => text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(entries)('%s: say %s in core’s exact words', (_, key, text, message) => {
    expect(message, `no app message for ${key}`).toBeDefined();
    expect(t(message ?? '', FIELD_MESSAGE_VALUES)).toBe(text);
    // What a core schema or the server put on a field reads the same once shown.
    expect(fieldText(text)).toBe(text);
  });

  it('show any other field message as it came', () => {
    expect(fieldText('Name the row')).toBe('Name the row');
    expect(fieldText('{not an ICU message')).toBe('{not an ICU message');
  });
});
