/**
 * POST /forms/{id} (and /anonymous-forms/{id}): the server-rendered form posted without script
 * (ADR 033). The page's answers are read from its native controls, checked with core's answer
 * checks, kept in the server draft the page's signed `_draft` names, and the next page (from core's
 * logic engine), the same page with its errors, or the thank-you screen is rendered by the same
 * components the browser uses. The last page is stored through the JSON route's own submit
 * (validation, CAPTCHA, files, idempotency by draft id) and under its rate limit. A post that is
 * not the page's own (foreign Origin, unsigned draft, fields of no question on the page, a file
 * over its limit) gets the form back with a message, and nothing is stored.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicFormPayload } from '@core/api/public';
import { acceptedAnswers, checkAnswer } from '@core/form/answer-checks';
import type { Answers, FormDefinition, Question } from '@core/form/definition';
import { pageErrorAlert } from '@core/form/messages';
import { controlName, NATIVE_FIELDS } from '@core/form/native-fields';
import { evaluateForm } from '@core/logic/evaluate-form';
import { isLastPage, nextPageIndex, previousPageIndex } from '@core/logic/page-navigation';
import type { FormFlow } from '@core/logic/types';
import { formDrafts, responses } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { isSameOrigin } from '../../plugins/security';
import { signDraftId, verifyDraftToken } from './draft-tokens';
import type { FormBodyInput } from './form-ssr';
import { namedVersion } from './answered-version';
import { loadPublicForm, toPublicPayload } from './load-public-form';
import { renderFormPage } from './public-form-html';
import { readPostedPage, type PostedFields } from './read-posted-page';
import { NO_SCRIPT_MESSAGES } from '@core/i18n/no-script-messages';
import { askedLanguage } from './request-language';
import { pageLanguagesOf } from './form-language';
import { upsertDraft } from './save-draft';
import type { FormPageTools } from './serve-public-form';
import { submitRateLimit, type SubmitResponse } from './submit-response';
import { MAX_UPLOAD_BYTES, type StoreUpload } from './upload-file';

/** Re-exported for the tests that read the page; the texts are core's (ADR 043). */
export { NO_SCRIPT_MESSAGES };

interface PostedForm {
  fields: PostedFields;
  files: Map<string, { filename: string; data: Buffer }>;
  /** Fields whose file went past the largest upload the server takes. */
  tooLarge: Set<string>;
}

/** The whole multipart body (a page is small; files are held to MAX_UPLOAD_BYTES each). */
async function readPost(request: FastifyRequest): Promise<PostedForm | null> {
  if (!request.isMultipart()) return null;
  const posted: PostedForm = { fields: new Map(), files: new Map(), tooLarge: new Set() };
  const parts = request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 1000, fieldSize: 100_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw err;
      });
      if (data === null) posted.tooLarge.add(part.fieldname);
      // A file input left empty posts a part with no name and no bytes.
      else if (part.filename) posted.files.set(part.fieldname, { filename: part.filename, data });
    } else {
      const list = posted.fields.get(part.fieldname) ?? [];
      list.push(String(part.value));
      posted.fields.set(part.fieldname, list);
    }
  }
  return posted;
}

function withAnswers(base: Answers, changes: Answers): Answers {
  const next = { ...base };
  for (const [id, value] of Object.entries(changes)) {
    if (value === undefined) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** The hidden fields' values as the page's hidden inputs. */
function hiddenValues(hidden: readonly Question[], answers: Answers): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const question of hidden) {
    const value = answers[question.id];
    if (typeof value === 'string' && value !== '') fields[controlName(question.id)] = value;
  }
  return fields;
}

const flowOf = (definition: FormDefinition, answers: Answers): FormFlow =>
  evaluateForm(definition, acceptedAnswers(definition, answers));

export function registerNoScriptPost(
  app: FastifyInstance,
  deps: { tools: FormPageTools; submit: SubmitResponse; storeUpload: StoreUpload },
): void {
  const { tools, submit, storeUpload } = deps;
  const secret = app.config.sessionSecret;
  const publicOrigin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : null;

  /** `limited`: the submission's rate limit refused the post; its page comes back unsaved. */
  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    basePath: string,
    limited = false,
  ) => {
    const { id } = request.params as { id: string };
    const embedded = (request.query as { embed?: string }).embed === '1';
    const { db } = app.database;
    // Read first, whatever the answer: a refused post must not leave its body on the connection.
    const posted = await readPost(request).catch((err: unknown) => {
      request.log.warn({ err }, 'unreadable no-script post');
      return null;
    });
    const state = await loadPublicForm(db, id);
    const languages = pageLanguagesOf(request, state);
    const payload: PublicFormPayload = toPublicPayload(state, basePath, languages.form);

    const render = async (
      status: number,
      draftId: string,
      snapshot: FormBodyInput['snapshot'],
    ): Promise<FastifyReply> => {
      const native = {
        action: tools.action(basePath, id, embedded, askedLanguage(request, languages)),
        fields: {
          [NATIVE_FIELDS.draft]: signDraftId(secret, id, draftId),
          [NATIVE_FIELDS.page]: String(snapshot?.pageIndex ?? 0),
          // Hidden fields from the address go on with every page until the response is stored.
          ...(snapshot?.stage === 'done' ? {} : hiddenValues(hidden, snapshot?.answers ?? {})),
        },
      };
      const language = languages.words;
      const body = await tools.renderBody({ payload, embedded, native, snapshot, language });
      const html = renderFormPage(
        tools.template(),
        payload,
        { body, hydration: null },
        languages.form ?? language,
      );
      // Over the limit, every page but the thank-you (the response was stored before) is a 429.
      return tools.send(reply, limited && snapshot?.stage !== 'done' ? 429 : status, html);
    };

    const definition = state.status === 'open' ? state.definition : null;
    const hidden = definition?.questions.filter((q) => q.type === 'HIDDEN_FIELD') ?? [];
    if (!definition) {
      return render(state.status === 'closed' ? 410 : 404, crypto.randomUUID(), undefined);
    }
    const firstPage = (alert: string) =>
      render(400, crypto.randomUUID(), {
        stage: 'questions',
        flow: flowOf(definition, {}),
        pageIndex: 0,
        answers: {},
        errors: {},
        alert,
      });

    if (!isSameOrigin(request, publicOrigin)) return firstPage(NO_SCRIPT_MESSAGES.foreignOrigin);
    const one = (name: string) => posted?.fields.get(name)?.[0];
    const draftId = verifyDraftToken(secret, id, one(NATIVE_FIELDS.draft) ?? '');
    if (!posted || !draftId) return firstPage(NO_SCRIPT_MESSAGES.tampered);

    const [draft] = await db
      .select({ answers: formDrafts.answers })
      .from(formDrafts)
      .where(eq(formDrafts.draftId, draftId))
      .limit(1);
    const [stored] = await db
      .select({ id: responses.id })
      .from(responses)
      .where(and(eq(responses.draftId, draftId), eq(responses.formId, id)))
      .limit(1);
    const done = (): Promise<FastifyReply> =>
      render(200, draftId, {
        stage: 'done',
        flow: flowOf(definition, {}),
        pageIndex: 0,
        answers: {},
        errors: {},
        alert: null,
      });
    // The same draft posted again (a double click, a reload of the thank-you page): one response.
    if (stored) return done();

    const saved = (draft?.answers ?? {}) as Answers;
    const flow = flowOf(definition, saved);
    const pageText = one(NATIVE_FIELDS.page) ?? '';
    const pageIndex = /^\d{1,4}$/.test(pageText) ? Number(pageText) : -1;
    const action = one(NATIVE_FIELDS.action) ?? 'next';
    const page = flow.pages[pageIndex];
    if (!page || !['next', 'back', 'start', 'stay'].includes(action))
      return firstPage(NO_SCRIPT_MESSAGES.tampered);
    const show = (
      at: number,
      answers: Answers,
      errors: Record<string, string>,
      alert: string | null,
    ) =>
      render(Object.keys(errors).length > 0 ? 400 : 200, draftId, {
        stage: 'questions',
        flow: flowOf(definition, answers),
        pageIndex: at,
        answers,
        errors,
        alert,
      });
    // The welcome screen's form holds no question: only the hidden fields come with it.
    const questions =
      action === 'start'
        ? []
        : page.questionIds.map((qid) => definition.questions.find((q) => q.id === qid)!);
    const read = readPostedPage(
      questions,
      posted.fields,
      [...posted.files.keys(), ...posted.tooLarge],
      hidden,
    );
    if (!read.ok) {
      request.log.info({ field: read.field }, 'no-script post with a field of no question');
      return firstPage(NO_SCRIPT_MESSAGES.tampered);
    }
    let answers = withAnswers(saved, read.answers);
    if (limited) {
      return render(429, draftId, {
        stage: 'questions',
        flow: flowOf(definition, answers),
        pageIndex,
        answers,
        errors: {},
        alert: NO_SCRIPT_MESSAGES.rateLimited,
      });
    }
    if (action === 'start') return show(0, answers, {}, null);
    // Back, or Add date (which the browser's session does in place): the answers kept unchecked,
    // as the session keeps them; a file chosen on the page is not stored until Next.
    if (action === 'back' || action === 'stay') {
      const formVersion = namedVersion(state, undefined);
      if (
        !(await upsertDraft(app, request, {
          formId: id,
          draftId,
          answers,
          formVersion,
          language: languages.form,
        }))
      )
        return done();
      const at = action === 'back' ? (previousPageIndex(flow, pageIndex) ?? 0) : pageIndex;
      return show(at, answers, {}, null);
    }

    const required = new Set(flowOf(definition, answers).requiredQuestionIds);
    const errors: Record<string, string> = {};
    for (const name of posted.tooLarge) {
      const question = questions.find((q) => controlName(q.id) === name);
      if (question) errors[question.id] = NO_SCRIPT_MESSAGES.fileTooLarge;
    }
    for (const question of questions) {
      if (errors[question.id] || posted.files.has(controlName(question.id))) continue;
      const message = checkAnswer(question, answers[question.id], required.has(question.id));
      if (message) errors[question.id] = message;
    }
    // Files are stored only for a page otherwise fine, so a refused page leaves nothing behind.
    if (Object.keys(errors).length === 0) {
      for (const question of questions) {
        const file = posted.files.get(controlName(question.id));
        if (!file) continue;
        try {
          const uploaded = await storeUpload(request, reply, {
            formId: id,
            owner: state.row!,
            question,
            draftId,
            filename: file.filename,
            data: file.data,
          });
          const multiple = question.type === 'MULTIPLE_FILE_UPLOAD';
          const before = Array.isArray(answers[question.id])
            ? (answers[question.id] as unknown[])
            : [];
          answers = withAnswers(answers, {
            [question.id]: multiple ? [...before, uploaded] : uploaded,
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
          errors[question.id] = err.message;
        }
      }
    }
    if (Object.keys(errors).length > 0)
      return show(pageIndex, answers, errors, pageErrorAlert(Object.keys(errors).length));

    if (
      !(await upsertDraft(app, request, {
        formId: id,
        draftId,
        answers,
        formVersion: namedVersion(state, undefined),
        language: languages.form,
      }))
    )
      return done();
    const next = flowOf(definition, answers);
    const at = Math.min(pageIndex, next.pages.length - 1);
    if (!isLastPage(next, at)) return show(nextPageIndex(next, at) ?? at, answers, {}, null);

    const outcome = await submit(request, {
      formId: id,
      draftId,
      answers,
      language: languages.form,
    });
    if (outcome.kind === 'stored') return done();
    if (outcome.kind !== 'invalid')
      return render(outcome.kind === 'closed' ? 410 : 404, draftId, undefined);
    // As in the browser: the first page with an error opens, the errors by their questions.
    const onPages = next.pages.flatMap((p) => p.questionIds).filter((qid) => qid in outcome.errors);
    const first = onPages[0];
    const errorPage = first ? next.pages.findIndex((p) => p.questionIds.includes(first)) : at;
    const shown = Object.fromEntries(onPages.map((qid) => [qid, outcome.errors[qid]!]));
    return show(
      errorPage,
      answers,
      shown,
      first
        ? pageErrorAlert(next.pages[errorPage]!.questionIds.filter((q) => q in shown).length)
        : outcome.message,
    );
  };

  // Counted once the body's parser has run (preHandler), so a refused post can still be read back
  // into the respondent's page.
  const config = { rateLimit: { ...submitRateLimit(app), hook: 'preHandler' as const } };
  const schema = { hide: true };
  for (const basePath of ['/forms', '/anonymous-forms']) {
    app.post(`${basePath}/:id`, {
      config,
      schema,
      // Over the limit: the respondent's page back with the message, not the API's JSON error.
      errorHandler: (error: { statusCode?: number }, request, reply) => {
        if (error.statusCode === 429) return handle(request, reply, basePath, true);
        throw error;
      },
      handler: (request, reply) => handle(request, reply, basePath),
    });
  }
}
