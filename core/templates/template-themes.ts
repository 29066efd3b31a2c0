/**
 * The catalogue's colour schemes. Each meets WCAG AA (4.5:1) for body text on its background and
 * for the white button labels on its primary colour; catalogue.test.ts measures both.
 */
import type { Theme } from '../form/definition';

type TemplateTheme = Partial<Theme>;

export const THEMES = {
  indigo: { primaryColor: '#4338ca', backgroundColor: '#ffffff', textColor: '#111827' },
  teal: {
    primaryColor: '#0f766e',
    backgroundColor: '#f0fdfa',
    textColor: '#134e4a',
    cardStyle: 'border',
  },
  sunset: {
    primaryColor: '#c2410c',
    backgroundColor: '#fff7ed',
    textColor: '#431407',
    buttonStyle: 'pill',
  },
  forest: {
    primaryColor: '#15803d',
    backgroundColor: '#f7fee7',
    textColor: '#14532d',
    cardStyle: 'flat',
  },
  midnight: {
    primaryColor: '#2563eb',
    backgroundColor: '#0f172a',
    textColor: '#f1f5f9',
    cardStyle: 'border',
  },
  rose: {
    primaryColor: '#be123c',
    backgroundColor: '#fff1f2',
    textColor: '#4c0519',
    buttonStyle: 'pill',
  },
  slate: {
    primaryColor: '#334155',
    backgroundColor: '#f8fafc',
    textColor: '#0f172a',
    buttonStyle: 'square',
    cardStyle: 'border',
  },
  sky: {
    primaryColor: '#0369a1',
    backgroundColor: '#f0f9ff',
    textColor: '#0c4a6e',
    fontFamily: 'Georgia',
  },
} satisfies Record<string, TemplateTheme>;
