/**
 * Ready-made themes for the builder's theme panel, as data. Every preset is readable as shipped:
 * its text on its background and the label on its primary colour reach WCAG AA for text (4.5:1),
 * and its primary colour stands out from the background as a control should (3:1);
 * theme-presets.test.ts measures all three from this data. A preset is drawn in one colour: its
 * secondary and accent are left empty, so the progress bar and selected answers use its primary
 * (and choosing a preset clears the ones a brand kit set).
 */
import type { Theme } from './definition';
import type { FontFamilyName } from './font-families';

export type ThemePresetColors = Pick<
  Theme,
  'backgroundColor' | 'primaryColor' | 'textColor' | 'buttonStyle' | 'cardStyle'
> & { fontFamily: FontFamilyName; secondaryColor: ''; accentColor: '' };

const ONE_COLOUR = { secondaryColor: '', accentColor: '' } as const;

export interface ThemePreset {
  id: string;
  name: string;
  mode: 'light' | 'dark';
  theme: ThemePresetColors;
}

export const THEME_PRESETS = [
  {
    id: 'classic',
    name: 'Classic',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#ffffff',
      primaryColor: '#4338ca',
      textColor: '#111827',
      buttonStyle: 'rounded',
      cardStyle: 'shadow',
      fontFamily: 'System UI',
    },
  },
  {
    id: 'paper',
    name: 'Paper',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#fbf8f1',
      primaryColor: '#7c2d12',
      textColor: '#292524',
      buttonStyle: 'square',
      cardStyle: 'border',
      fontFamily: 'Georgia',
    },
  },
  {
    id: 'meadow',
    name: 'Meadow',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#f7fee7',
      primaryColor: '#166534',
      textColor: '#14532d',
      buttonStyle: 'pill',
      cardStyle: 'flat',
      fontFamily: 'Verdana',
    },
  },
  {
    id: 'lagoon',
    name: 'Lagoon',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#f0f9ff',
      primaryColor: '#0369a1',
      textColor: '#0c4a6e',
      buttonStyle: 'rounded',
      cardStyle: 'border',
      fontFamily: 'Trebuchet MS',
    },
  },
  {
    id: 'blossom',
    name: 'Blossom',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#fff1f2',
      primaryColor: '#be123c',
      textColor: '#4c0519',
      buttonStyle: 'pill',
      cardStyle: 'shadow',
      fontFamily: 'Helvetica',
    },
  },
  {
    id: 'sunrise',
    name: 'Sunrise',
    mode: 'light',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#fffbeb',
      primaryColor: '#b45309',
      textColor: '#451a03',
      buttonStyle: 'rounded',
      cardStyle: 'border',
      fontFamily: 'Arial',
    },
  },
  {
    id: 'midnight',
    name: 'Midnight',
    mode: 'dark',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#0f172a',
      primaryColor: '#60a5fa',
      textColor: '#f1f5f9',
      buttonStyle: 'rounded',
      cardStyle: 'border',
      fontFamily: 'System UI',
    },
  },
  {
    id: 'graphite',
    name: 'Graphite',
    mode: 'dark',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#18181b',
      primaryColor: '#f4f4f5',
      textColor: '#e4e4e7',
      buttonStyle: 'square',
      cardStyle: 'flat',
      fontFamily: 'Helvetica',
    },
  },
  {
    id: 'forest-night',
    name: 'Forest night',
    mode: 'dark',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#052e16',
      primaryColor: '#4ade80',
      textColor: '#dcfce7',
      buttonStyle: 'pill',
      cardStyle: 'border',
      fontFamily: 'Verdana',
    },
  },
  {
    id: 'terminal',
    name: 'Terminal',
    mode: 'dark',
    theme: {
      ...ONE_COLOUR,
      backgroundColor: '#000000',
      primaryColor: '#facc15',
      textColor: '#fafafa',
      buttonStyle: 'square',
      cardStyle: 'flat',
      fontFamily: 'Courier New',
    },
  },
] as const satisfies readonly ThemePreset[];

export type ThemePresetId = (typeof THEME_PRESETS)[number]['id'];
