/** Shared by the templates page tests: summaries, a detail, and the page rendered at a URL. */
import { render } from '@testing-library/react';
import type { User } from '@core/api/auth';
import type { TemplateDetail, TemplateSummary } from '@core/api/templates';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { TemplatesPage } from './templates-page';

export function summary(
  id: string,
  title: string,
  overrides: Partial<TemplateSummary> = {},
): TemplateSummary {
  return {
    id,
    title,
    description: `What ${title} is for.`,
    category: 'customer-feedback',
    scope: 'global',
    questionCount: 4,
    questionTypes: ['SHORT_TEXT', 'RATING', 'EMAIL', 'NPS', 'HIDDEN_FIELD'],
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export const GALLERY = [
  summary('coffee', 'Coffee shop feedback'),
  summary('nps-1', 'Quarterly NPS', { category: 'nps', questionCount: 2 }),
  summary('nps-2', 'Support NPS', { category: 'nps', questionCount: 1 }),
  summary('event', 'Meetup registration', { category: 'events-and-registration' }),
];

export function detail(template: TemplateSummary): TemplateDetail {
  return {
    ...template,
    definition: {
      title: template.title,
      description: template.description,
      questions: [
        {
          id: 'q1',
          type: 'SHORT_TEXT',
          title: 'What did you order?',
          description: '',
          required: false,
          order: 0,
          options: null,
          optionIds: null,
          optionLabels: null,
          logic: null,
          scaleMin: null,
          scaleMax: null,
          scaleMinLabel: null,
          scaleMaxLabel: null,
          fileTypes: null,
          maxFileSize: null,
          matrixRows: null,
          matrixCols: null,
          matrixRowIds: null,
          matrixColIds: null,
          settings: {},
        },
      ],
      pageBreaks: [],
      theme: {
        backgroundColor: '#ffffff',
        primaryColor: '#4f46e5',
        textColor: '#111827',
        secondaryColor: '',
        accentColor: '',
        brandKit: false,
        logoUrl: '',
        youtubeUrl: '',
        templateId: null,
        fontFamily: 'Inter',
        customCSS: '',
        buttonStyle: 'rounded',
        cardStyle: 'shadow',
        showProgressBar: true,
        showQuestionNumbers: true,
        showBranding: true,
      },
      welcomeScreen: { enabled: false, title: '', description: '', buttonText: '' },
      thankYouScreen: { enabled: true, title: 'Thanks', description: '', buttonText: '' },
      customization: {},
      languages: [],
      translations: {},
    },
  };
}

/** Renders /templates{search} as a guest (user null) or as `user`. */
export function renderGallery(search = '', user: User | null = null) {
  window.history.replaceState(null, '', `/templates${search}`);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <TemplatesPage />
    </Providers>,
  );
  return client;
}

/** The query string the page keeps in sync, as an object (order-independent). */
export const urlParams = () => Object.fromEntries(new URLSearchParams(window.location.search));
