/**
 * The split inputs' words (input-message-keys.ts) come in their own chunk: a language loaded
 * before it gains them in its own words once it is in, and one loaded after has them at once.
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH, loadInputMessages, loadTranslator } from './catalogue';
import { INPUT_MESSAGE_KEYS } from './input-message-keys';
import { en } from './messages/en';
import { fr } from './messages/fr';
import { ja } from './messages/ja';

/** A value for any argument a message takes. */
const VALUES = {
  ...{ name: 'a.pdf', room: 2, max: 3, position: 2, item: 'Tea', types: '.pdf', total: 3 },
  ...{ current: 1, count: 2, size: '1 MB', limit: 2, score: 1 },
};

describe('the split inputs’ words', () => {
  it('reach every language, loaded before or after them', async () => {
    const french = await loadTranslator('fr');
    // Before: never a blank or a crash, the key at worst (no split input is on screen yet).
    expect(french.t('timeFrom')).toBe('timeFrom');
    await loadInputMessages();
    for (const key of INPUT_MESSAGE_KEYS) {
      expect(ENGLISH.t(key, VALUES)).not.toBe(key);
    }
    expect(french.t('timeFrom')).toBe(fr.timeFrom);
    expect(ENGLISH.t('timeTo')).toBe(en.timeTo);
    const japanese = await loadTranslator('ja');
    expect(japanese.t('keepOrder')).toBe(ja.keepOrder);
    // The core's words are where they were.
    expect(japanese.t('next')).toBe(ja.next);
  });
});
