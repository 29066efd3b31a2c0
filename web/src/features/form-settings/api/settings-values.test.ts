import { describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '@core/form/definition';
import {
  applyValues,
  isYoutubeUrl,
  settingsValuesSchema,
  toLocalInput,
  type SettingsValues,
} from './settings-values';

const definition = formDefinitionSchema.parse({
  title: 'Survey',
  questions: [],
  customization: { other: 1 },
});
const values: SettingsValues = {
  backgroundColor: '#FFFFFF',
  primaryColor: '#112233',
  textColor: '#000000',
  secondaryColor: '',
  accentColor: '#9A3412',
  fontFamily: 'Georgia',
  logoUrl: 'https://example.com/logo.png',
  youtubeUrl: '',
  buttonStyle: 'pill',
  cardStyle: 'flat',
  showProgressBar: false,
  showQuestionNumbers: true,
  showBranding: false,
  brandKit: false,
  customCSS: '.x{color:red}',
  closesAt: '',
  maxResponses: '100',
  closedMessage: 'Closed, thanks!',
};

describe('settings values', () => {
  it('accepts https and uploaded brand logos, and YouTube links only', () => {
    const check = (patch: Partial<SettingsValues>) =>
      settingsValuesSchema.safeParse({ ...values, ...patch }).success;
    expect(check({})).toBe(true);
    expect(check({ logoUrl: 'http://example.com/logo.png' })).toBe(false);
    // A logo uploaded to the brand kit is a path on this server, not an https address.
    expect(check({ logoUrl: '/api/public/brand-logos/AbCdEfGhIjKlMnOp1234' })).toBe(true);
    expect(check({ logoUrl: '/api/public/brand-logos/x' })).toBe(false);
    expect(check({ logoUrl: '/etc/passwd' })).toBe(false);
    expect(check({ youtubeUrl: 'https://youtu.be/abc' })).toBe(true);
    expect(check({ youtubeUrl: 'https://vimeo.com/1' })).toBe(false);
    expect(check({ youtubeUrl: 'http://www.youtube.com/watch?v=1' })).toBe(false);
    expect(isYoutubeUrl('https://evil.com/?youtube.com')).toBe(false);
    expect(check({ primaryColor: 'blue' })).toBe(false);
    // Secondary and accent may be empty (the primary colour), else a full #rrggbb.
    expect(check({ secondaryColor: '', accentColor: '' })).toBe(true);
    expect(check({ accentColor: '#abc' })).toBe(false);
    expect(check({ secondaryColor: 'red' })).toBe(false);
    expect(check({ maxResponses: '0' })).toBe(false);
    expect(check({ maxResponses: '2.5' })).toBe(false);
  });

  it('applies theme fields and customization, keeping what it does not manage', () => {
    const applied = applyValues(definition, { ...values, closesAt: '2030-01-02T03:04' });
    expect(applied.theme).toMatchObject({
      backgroundColor: '#ffffff',
      secondaryColor: '',
      accentColor: '#9a3412',
      buttonStyle: 'pill',
      showBranding: false,
    });
    expect(applied.customization).toEqual({
      other: 1,
      closesAt: new Date('2030-01-02T03:04').toISOString(),
      maxResponses: 100,
      closedMessage: 'Closed, thanks!',
    });
    expect(toLocalInput(applied.customization.closesAt)).toBe('2030-01-02T03:04');
    const cleared = applyValues(applied, { ...values, maxResponses: '', closedMessage: ' ' });
    expect(cleared.customization).toEqual({ other: 1 });
  });
});
