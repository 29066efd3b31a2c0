import { describe, expect, it } from 'vitest';
import {
  chooseRespondentLanguage,
  matchLanguage,
  parseAcceptLanguage,
  RESPONDENT_LANGUAGES,
  textDirection,
} from './respondent-language';

describe('chooseRespondentLanguage', () => {
  it('takes ?lang first, in any case and with a region', () => {
    expect(chooseRespondentLanguage({ query: 'fr', preferences: 'de' })).toBe('fr');
    expect(chooseRespondentLanguage({ query: 'PT-br', preferences: 'de' })).toBe('pt');
    expect(chooseRespondentLanguage({ query: 'zh_Hant_TW' })).toBe('zh');
  });

  it('falls back to the preferences when ?lang names no language of ours', () => {
    expect(chooseRespondentLanguage({ query: 'xx', preferences: 'de-AT,de;q=0.9' })).toBe('de');
    expect(chooseRespondentLanguage({ query: '', preferences: ['ja-JP', 'en'] })).toBe('ja');
    expect(chooseRespondentLanguage({ query: '<script>', preferences: null })).toBe('en');
  });

  it('picks the most wanted language we have from an Accept-Language header', () => {
    expect(chooseRespondentLanguage({ preferences: 'fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7' })).toBe(
      'fr',
    );
    // Weights, not order, decide; a language we lack is passed over.
    expect(chooseRespondentLanguage({ preferences: 'en;q=0.5, sv, pl;q=0.8' })).toBe('pl');
    expect(chooseRespondentLanguage({ preferences: 'ar;q=0, he;q=0.2' })).toBe('he');
  });

  it('walks navigator.languages in order', () => {
    expect(chooseRespondentLanguage({ preferences: ['sv-SE', 'nl-BE', 'fr'] })).toBe('nl');
  });

  it('is English when nothing matches or nothing is said', () => {
    expect(chooseRespondentLanguage({})).toBe('en');
    expect(chooseRespondentLanguage({ preferences: '*' })).toBe('en');
    expect(chooseRespondentLanguage({ preferences: 'sv, fi;q=0.5' })).toBe('en');
    expect(chooseRespondentLanguage({ preferences: '' })).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeps the header order for ties and drops q=0 and junk', () => {
    expect(parseAcceptLanguage('da, en-GB;q=0.8, en;q=0.8, *;q=0.1, x;q=abc, fr;q=0')).toEqual([
      'da',
      'en-GB',
      'en',
    ]);
    expect(parseAcceptLanguage(' ,;q=1, <b>;q=0.5, de ; Q=0.3')).toEqual(['de']);
  });
});

describe('matchLanguage and textDirection', () => {
  it('matches every language we have by its primary subtag', () => {
    for (const language of RESPONDENT_LANGUAGES) {
      expect(matchLanguage(`${language}-XX`)).toBe(language);
    }
    expect(matchLanguage('english')).toBeNull();
  });

  it('is right to left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(['ar', 'he-IL', 'fa', 'ur-PK'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr', 'ja', 'zh', 'tr'].map(textDirection)).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});
