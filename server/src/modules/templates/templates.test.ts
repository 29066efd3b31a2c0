import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formDetailSchema, formListResponseSchema } from '@core/api/forms';
import {
  templateDetailSchema,
  templateListResponseSchema,
  useTemplateResponseSchema,
} from '@core/api/templates';
import { TEMPLATE_CATALOGUE } from '@core/templates/catalogue';
import { TEMPLATE_CATEGORIES } from '@core/templates/template';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { GUEST_FORM_LIMIT } from '../forms/create-form';

let t: TestContext;
/** Guest form counts logged by create-form when a guest is at the limit. */
const limitLogs: unknown[] = [];
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        const info = request.log.info.bind(request.log);
        request.log.info = ((obj: unknown, ...rest: unknown[]) => {
          if (rest[0] === 'guest form limit reached (not enforced)') limitLogs.push(obj);
          return (info as (...args: unknown[]) => void)(obj, ...rest);
        }) as typeof request.log.info;
        done();
      }),
  });
});
afterAll(() => t.close());

const list = async (client: BrowserClient, query = '') => {
  const res = await client.get(`/api/templates${query}`);
  expect(res.statusCode).toBe(200);
  return templateListResponseSchema.parse(res.json());
};

describe('the gallery', () => {
  it('lists every global template with its category, question count and types', async () => {
    const templates = await list(new BrowserClient(t.app));
    expect(templates.map((x) => x.id).sort()).toEqual(TEMPLATE_CATALOGUE.map((x) => x.slug).sort());
    expect(new Set(templates.map((x) => x.category)).size).toBeGreaterThanOrEqual(8);
    const nps = templates.find((x) => x.id === 'net-promoter-score-survey')!;
    expect(nps).toMatchObject({ scope: 'global', category: 'nps' });
    expect(nps.questionTypes).toEqual(expect.arrayContaining(['NPS', 'LONG_TEXT', 'HIDDEN_FIELD']));
    expect(nps.questionCount).toBe(6);
    expect(nps).not.toHaveProperty('definition');
  });

  it('filters by category', async () => {
    const guest = new BrowserClient(t.app);
    for (const category of TEMPLATE_CATEGORIES.filter((c) => c !== 'other')) {
      const found = await list(guest, `?category=${category}`);
      const expected = TEMPLATE_CATALOGUE.filter((x) => x.category === category);
      expect(found.map((x) => x.id).sort()).toEqual(expected.map((x) => x.slug).sort());
    }
  });

  it('searches titles, descriptions and question texts, case-insensitively', async () => {
    const guest = new BrowserClient(t.app);
    expect((await list(guest, '?q=QUIZ')).map((x) => x.id)).toContain('general-knowledge-quiz');
    // Only in a question's text, not in the title or description.
    expect((await list(guest, '?q=Red%20Planet')).map((x) => x.id)).toEqual([
      'general-knowledge-quiz',
    ]);
    const feedback = await list(guest, '?q=feedback&category=nps');
    expect(feedback.every((x) => x.category === 'nps')).toBe(true);
    expect(feedback.length).toBeGreaterThan(0);
  });

  it('treats % and _ in a search as themselves, not as wildcards', async () => {
    const guest = new BrowserClient(t.app);
    // Only the placement test has a literal % ("What is 15% of 200?"); as a wildcard, all match.
    expect((await list(guest, '?q=%25')).map((x) => x.id)).toEqual(['math-placement-test']);
    expect((await list(guest, '?q=15%25%20of')).map((x) => x.id)).toEqual(['math-placement-test']);
    expect(await list(guest, '?q=_')).toEqual([]);
    // 'quiz' matches, but 'qu_z' must not match it as a one-character wildcard would.
    expect(await list(guest, '?q=qu_z')).toEqual([]);
  });

  it('answers bad filters with 400 and a field map', async () => {
    const guest = new BrowserClient(t.app);
    const res = await guest.get('/api/templates?category=astrology');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(res.json().errors)).toEqual(['category']);
    const long = await guest.get(`/api/templates?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['q']);
    const scope = await guest.get('/api/templates?scope=everyone');
    expect(Object.keys(scope.json().errors)).toEqual(['scope']);
  });

  it('lists with one query, however many templates there are', async () => {
    const select = vi.spyOn(t.database.db, 'select');
    const templates = await list(new BrowserClient(t.app));
    expect(templates.length).toBeGreaterThanOrEqual(30);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it('gives a guest "mine" an empty list, since guests cannot save templates', async () => {
    expect(await list(new BrowserClient(t.app), '?scope=mine')).toEqual([]);
  });

  it('publishes the routes in the OpenAPI document', async () => {
    const doc = (await new BrowserClient(t.app).get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/templates']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/templates/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/templates/{id}/use']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/forms/{id}/save-as-template']!)).toEqual(['post']);
  });
});

describe('using a template', () => {
  it.each(TEMPLATE_CATALOGUE.map((x) => [x.slug]))(
    '%s creates a form equal to its definition',
    async (slug) => {
      const guest = new BrowserClient(t.app);
      const detail = templateDetailSchema.parse((await guest.get(`/api/templates/${slug}`)).json());
      const res = await guest.post(`/api/templates/${slug}/use`);
      expect(res.statusCode).toBe(201);
      const { id } = useTemplateResponseSchema.parse(res.json());
      const form = formDetailSchema.parse((await guest.get(`/api/forms/${id}`)).json());
      const { title, description, questions, pageBreaks, theme, welcomeScreen, thankYouScreen } =
        form;
      // The server gives every option, grid row and column an id (ADR 037): one per label,
      // compared apart.
      for (const question of questions) {
        expect(question.optionIds?.length ?? 0).toBe(question.options?.length ?? 0);
        expect(question.matrixRowIds?.length ?? 0).toBe(question.matrixRows?.length ?? 0);
        expect(question.matrixColIds?.length ?? 0).toBe(question.matrixCols?.length ?? 0);
      }
      const withoutIds = <Q extends { optionIds?: unknown }>({
        optionIds: _ids,
        matrixRowIds: _rows,
        matrixColIds: _cols,
        ...rest
      }: Q & { matrixRowIds?: unknown; matrixColIds?: unknown }) => rest;
      expect({
        title,
        description,
        questions: questions.map(withoutIds),
        pageBreaks,
        theme,
        welcomeScreen,
        thankYouScreen,
      }).toEqual({
        ...detail.definition,
        questions: detail.definition.questions.map(withoutIds),
        customization: undefined,
        languages: undefined,
        translations: undefined,
        theme: { ...detail.definition.theme, templateId: slug },
      });
      expect(form.customization).toEqual(detail.definition.customization);
      expect(form.published).toBe(false);
    },
  );

  it('gives a guest a guest form that counts toward the guest form limit', async () => {
    const guest = new BrowserClient(t.app);
    limitLogs.length = 0;
    for (let i = 0; i <= GUEST_FORM_LIMIT; i += 1) {
      const res = await guest.post('/api/templates/contact-us/use');
      expect(res.statusCode).toBe(201);
      expect(
        formDetailSchema.parse((await guest.get(`/api/forms/${res.json().id}`)).json()).userId,
      ).toBe(-1);
    }
    const forms = formListResponseSchema.parse((await guest.get('/api/anonymous-forms')).json());
    expect(forms).toHaveLength(GUEST_FORM_LIMIT + 1);
    // The sixth form met the limit (logged, not enforced: spec §5).
    expect(limitLogs).toEqual([{ forms: GUEST_FORM_LIMIT, limit: GUEST_FORM_LIMIT }]);
  });

  it('answers 404 for a template that does not exist, and refuses a cross-site use', async () => {
    const guest = new BrowserClient(t.app);
    expect((await guest.get('/api/templates/no-such-template')).statusCode).toBe(404);
    expect((await guest.post('/api/templates/no-such-template/use')).statusCode).toBe(404);
    const crossSite = await guest.post(
      '/api/templates/contact-us/use',
      {},
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'BAD_ORIGIN' });
    expect(guest.cookies.size).toBe(0);
  });
});
