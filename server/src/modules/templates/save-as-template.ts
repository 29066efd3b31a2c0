/**
 * POST /api/forms/{id}/save-as-template: a private template from one of the caller's forms. It
 * copies the definition (questions with their logic, page breaks, screens, theme, languages and
 * translations), never responses.
 * Signed-in users only: a guest's templates would be lost with their browser.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { saveAsTemplateRequestSchema, templateDetailSchema } from '@core/api/templates';
import type { FormDefinition } from '@core/form/definition';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { templateFacts } from '@core/templates/template-facts';
import { templates } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions, toFormContent } from '../forms/form-mapping';
import { toTemplateDetail } from './template-access';

export function registerSaveAsTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/save-as-template',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['templates'],
        summary: 'Save a form as a private template',
        params: formIdParamsSchema,
        body: saveAsTemplateRequestSchema,
        response: {
          201: templateDetailSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The one access check first, so that whoever cannot reach the form learns nothing about it
      // (404 like every form route); only the guest who owns it hears that an account is needed.
      const form = await loadFormFor(request, request.params.id, 'edit');
      const user = request.identity.user;
      if (!user) {
        throw new AppError(
          401,
          ERROR_CODES.unauthorized,
          'Sign in to save forms as templates. Your guest forms move into your account.',
        );
      }
      const { db } = app.database;
      const source = toFormContent(form, await loadQuestions(db, form.id));
      const { title, description, category } = request.body;
      // The template is named as saved; forms made from it start with that title.
      const parsed = parseFormDefinition({
        title,
        description: source.description,
        questions: source.questions,
        pageBreaks: source.pageBreaks,
        theme: { ...source.theme, templateId: null },
        welcomeScreen: source.welcomeScreen,
        thankYouScreen: source.thankYouScreen,
        customization: source.customization,
        languages: source.languages,
        translations: renamedTranslations(source.translations, source.title !== title),
      });
      if (!parsed.ok) {
        const message = Object.values(parsed.errors)[0] ?? 'Invalid input';
        throw new AppError(400, ERROR_CODES.validation, message, { errors: parsed.errors });
      }
      const facts = templateFacts(parsed.definition, { title, description, category });
      const [row] = await db
        .insert(templates)
        .values({
          id: crypto.randomBytes(12).toString('base64url'),
          title,
          description,
          category,
          definition: parsed.definition,
          ownerId: user.id,
          createdBy: user.id,
          source: 'user',
          ...facts,
        })
        .returning();
      return reply.status(201).send(toTemplateDetail(row!));
    },
  );
}

/**
 * A template named differently from its form must not keep the form's translated titles: they
 * translate the old name. Every other text is the form's own, so its translations still hold.
 */
function renamedTranslations(
  translations: FormDefinition['translations'],
  renamed: boolean,
): FormDefinition['translations'] {
  if (!renamed) return translations;
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => {
      const { title: _oldTitle, ...rest } = texts;
      return [language, rest];
    }),
  );
}
