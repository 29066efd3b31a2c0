/**
 * GET and PUT /api/forms/{id}/translations.csv (issue 31, ADR 048): the draft's translatable
 * texts for translators, and importing their work back. Viewers may download, editors import
 * (loadFormAccess, the one access check). An import changes the draft only, like a save: it bumps
 * the edit counter, so a builder opened before it reloads rather than write old translations back,
 * and respondents see it once the form is published again.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { translationsImportReportSchema } from '@core/api/translations';
import { importTranslations } from '@core/i18n/import-translations';
import { translatableTexts } from '@core/i18n/translation-keys';
import { forms } from '../../db/schema';
import { loadFormAccess } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { loadQuestions, toFormContent } from './form-mapping';
import {
  CsvError,
  readTranslationsCsv,
  TRANSLATIONS_CSV_MAX_BYTES,
  writeTranslationsCsv,
} from './translations-csv';

const TOO_LARGE = 'The file is over 10 MB; nothing was imported.';

function noLanguages(): AppError {
  return new AppError(
    400,
    ERROR_CODES.validation,
    'This form has one language: add a second one before translating it.',
  );
}

export function registerTranslationsCsv(app: FastifyInstance): void {
  // Encapsulated: the text/csv parser and its size limit apply to these routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: TRANSLATIONS_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/api/forms/:id/translations.csv',
      {
        schema: {
          tags: ['forms'],
          summary: "The form's translatable texts as CSV, one column per language",
          params: formIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { form } = await loadFormAccess(request, request.params.id, 'view');
        const content = toFormContent(form, await loadQuestions(app.database.db, form.id));
        if (content.languages.length < 2) throw noLanguages();
        const csv = writeTranslationsCsv(
          content.languages,
          translatableTexts(content),
          content.translations,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${form.id}-translations.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    typed.put(
      '/api/forms/:id/translations.csv',
      {
        schema: {
          tags: ['forms'],
          summary: 'Import translations from CSV: all or nothing, with a report of unknown keys',
          params: formIdParamsSchema,
          response: {
            200: translationsImportReportSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
        // A CSV over the limit is a bad file like any other: 400, and nothing imported. Any other
        // body too large (JSON past the app's limit) is the app's usual 413.
        errorHandler: (error: FastifyError, request, reply) => {
          const csv = (request.headers['content-type'] ?? '').toLowerCase().startsWith('text/csv');
          if (csv && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
            return reply.status(400).send({ message: TOO_LARGE, code: ERROR_CODES.validation });
          }
          throw error;
        },
      },
      async (request) => {
        const { form } = await loadFormAccess(request, request.params.id, 'edit');
        if (typeof request.body !== 'string') {
          throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send the file as text/csv.');
        }
        const text = request.body;
        return app.database.db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(forms)
            .where(eq(forms.id, form.id))
            .for('update');
          if (!current) throw new AppError(404, ERROR_CODES.notFound, 'Form not found');
          const content = toFormContent(current, await loadQuestions(tx, form.id));
          if (content.languages.length < 2) throw noLanguages();
          let table;
          try {
            table = readTranslationsCsv(text, content.languages);
          } catch (error) {
            if (!(error instanceof CsvError)) throw error;
            throw new AppError(
              400,
              ERROR_CODES.validation,
              `${error.message}. Nothing was imported.`,
              {
                line: error.line,
              },
            );
          }
          const result = importTranslations(
            content.languages,
            translatableTexts(content),
            content.translations,
            table,
          );
          const [updated] = await tx
            .update(forms)
            .set({
              translations: result.translations,
              version: sql`${forms.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(forms.id, form.id))
            .returning({ version: forms.version });
          await invalidateForm(app, form.id);
          return {
            languages: table.languages,
            changed: result.changed,
            unknownKeys: result.unknownKeys,
            sourceChanged: result.sourceChanged,
            version: updated!.version,
          };
        });
      },
    );
  });
}
