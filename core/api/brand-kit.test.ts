import { describe, expect, it } from 'vitest';
import { brandKitWarnings, applyBrandKit, DEFAULT_BRAND_KIT } from '../form/brand-kit';
import { brandLogoId, brandLogoPath, isBrandLogoPath } from '../form/brand-logo-path';
import { themeSchema } from '../form/definition';
import { fontStackFor, FONT_FAMILY_NAMES } from '../form/font-families';
import { saveBrandKitRequestSchema } from './brand-kit';

const kit = {
  primaryColor: '#1D4ED8',
  secondaryColor: '#0f766e',
  accentColor: '#c2410c',
  fontFamily: 'Georgia',
  buttonStyle: 'pill',
};
const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (saveBrandKitRequestSchema.safeParse(input).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

describe('the brand kit request', () => {
  it('keeps the user scope and no logo by default, and lower-cases colours', () => {
    expect(saveBrandKitRequestSchema.parse(kit)).toEqual({
      ...kit,
      primaryColor: '#1d4ed8',
      scope: 'user',
      logoUrl: null,
    });
  });

  it('names each bad field: colours, font, button style, scope and a logo not uploaded here', () => {
    expect(
      errorsOf({
        ...kit,
        primaryColor: 'blue',
        secondaryColor: '#abc',
        accentColor: '#12345g',
        fontFamily: 'Comic Sans MS',
        buttonStyle: 'circle',
        scope: 'everyone',
        logoUrl: 'https://evil.example/logo.png',
      }),
    ).toEqual({
      primaryColor: 'Use a colour in the form #rrggbb',
      secondaryColor: 'Use a colour in the form #rrggbb',
      accentColor: 'Use a colour in the form #rrggbb',
      fontFamily: expect.stringMatching(/^Choose one of: System UI, Arial/),
      buttonStyle: 'Choose one of: rounded, square, pill',
      scope: expect.any(String),
      logoUrl: 'Upload the logo first, then use the address it returns',
    });
    expect(Object.keys(errorsOf({}))).toEqual(
      expect.arrayContaining(['primaryColor', 'fontFamily', 'buttonStyle']),
    );
  });
});

describe('brand logo paths', () => {
  it('accepts only this server’s logo route with a generated id', () => {
    const path = brandLogoPath('AbCdEfGhIjKlMnOpQrStUv');
    expect(isBrandLogoPath(path)).toBe(true);
    expect(brandLogoId(path)).toBe('AbCdEfGhIjKlMnOpQrStUv');
    for (const bad of [
      '/api/public/brand-logos/short',
      '/api/public/brand-logos/../../etc/passwd0000',
      'https://x.example/api/public/brand-logos/AbCdEfGhIjKlMnOpQrStUv',
      '//evil.example/api/public/brand-logos/AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      expect(isBrandLogoPath(bad)).toBe(false);
      expect(brandLogoId(bad)).toBeNull();
    }
  });

  it('is a logo address a form theme accepts, beside https ones', () => {
    const logo = brandLogoPath('AbCdEfGhIjKlMnOpQrStUv');
    expect(themeSchema.parse({ logoUrl: logo }).logoUrl).toBe(logo);
    expect(themeSchema.safeParse({ logoUrl: '/api/forms/x' }).success).toBe(false);
    expect(themeSchema.safeParse({ logoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('applying a kit and its warnings', () => {
  it('sets logo, the three colours, font and button style, keeps the rest, and turns on sync', () => {
    const theme = themeSchema.parse({ backgroundColor: '#0f172a', textColor: '#f1f5f9' });
    const logo = brandLogoPath('AbCdEfGhIjKlMnOpQrStUv');
    const applied = applyBrandKit(theme, {
      ...DEFAULT_BRAND_KIT,
      primaryColor: '#be123c',
      secondaryColor: '#1e3a8a',
      accentColor: '#9a3412',
      logoUrl: logo,
    });
    expect(applied).toEqual({
      ...theme,
      primaryColor: '#be123c',
      secondaryColor: '#1e3a8a',
      accentColor: '#9a3412',
      logoUrl: logo,
      fontFamily: 'System UI',
      buttonStyle: 'rounded',
      brandKit: true,
    });
    expect(applyBrandKit(theme, DEFAULT_BRAND_KIT).logoUrl).toBe('');
  });

  it('warns about a fill that carries text where neither white nor ink reaches 4.5:1', () => {
    expect(brandKitWarnings(DEFAULT_BRAND_KIT)).toEqual([]);
    expect(brandKitWarnings({ primaryColor: '#ff0000', accentColor: '#777777' })).toEqual([
      {
        // Ink (4.43:1) beats white (4:1) on pure red, and still falls short.
        pair: 'text-on-primary',
        ratio: 4.43,
        minimum: 4.5,
        foreground: '#111827',
        background: '#ff0000',
      },
      {
        // The number of a chosen rating sits on the accent colour.
        pair: 'text-on-accent',
        ratio: 4.47,
        minimum: 4.5,
        foreground: '#ffffff',
        background: '#777777',
      },
    ]);
  });

  it('gives every curated font a stack that starts with it, and unknown names the system stack', () => {
    for (const name of FONT_FAMILY_NAMES.filter((n) => n !== 'System UI')) {
      expect(fontStackFor(name)).toMatch(
        new RegExp(`^"?(${name}|Helvetica Neue|Palatino Linotype)`),
      );
    }
    expect(fontStackFor('Comic Sans MS')).toBe(fontStackFor('System UI'));
  });
});
