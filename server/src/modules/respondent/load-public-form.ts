/**
 * A form as the public sees it, and whether it takes responses now. Published forms only; closed
 * by date or by response count when the owner set one. Never carries owner or guest ids.
 */
import { formText, localizeDefinition } from '@core/i18n/localize-form';
import type { FormTranslations } from '@core/i18n/form-languages';
import { count, eq } from 'drizzle-orm';
import type { FormContent } from '@core/api/forms';
import type { FormAvailability, PublicFormPayload } from '@core/api/public';
import { versionDefinitionOf } from '@core/form/form-version';
import type { FormDefinition } from '@core/form/definition';
import {
  createSubmissionValidator,
  type SubmissionValidator,
} from '@core/form/validate-submission';
import type { Db } from '../../db/database';
import { OWNER_DISABLED_FORM_MESSAGE } from '@core/api/admin';
import { forms, responses, users } from '../../db/schema';
import type { FormRow } from '../../plugins/access';
import { loadQuestions, toFormContent } from '../forms/form-mapping';
import { loadVersionRow } from '../forms/form-versions-store';

export const CLOSED_MESSAGE = 'This form is no longer accepting responses.';

interface Customization {
  closesAt?: unknown;
  maxResponses?: unknown;
  closedMessage?: unknown;
}

export interface PublicFormState {
  status: FormAvailability;
  row: FormRow | null;
  definition: FormDefinition | null;
  message: string | null;
  /** Checks a submission against this definition (see validateSubmission); open forms only. */
  validate: SubmissionValidator | null;
  /** The published version served (ADR 036); null for a form published before versions. */
  formVersion?: number | null;
}

/**
 * Published definitions are read on every submission; a short-lived per-process cache saves two
 * queries each time. Every change goes through lib/form-cache-invalidation.ts, which forgets the
 * form here and, through the shared state's messages, on every other instance within
 * milliseconds. The time to live (PUBLIC_FORM_CACHE_TTL_MS, 2 s by default) only bounds what a
 * lost message (Redis down) leaves stale.
 */
let cacheTtlMs = 2000;

/** Set from the config when the app is built. */
export function setPublicFormCacheTtl(ms: number): void {
  cacheTtlMs = ms;
}

const CACHE_MAX = 1000;
type Snapshot = {
  row: FormRow;
  /** An admin disabled the owner's account (issue 16): the form takes no responses meanwhile. */
  ownerDisabled: boolean;
  definition: FormDefinition | null;
  /** Built on the first submission and kept with the definition it reads. */
  validator?: SubmissionValidator;
} | null;
const cache = new Map<string, { at: number; snapshot: Snapshot }>();

/** This process only: use lib/form-cache-invalidation.ts's invalidateForm for every instance. */
export function invalidatePublicForm(formId: string): void {
  cache.delete(formId);
  // A read that started before the change must neither be shared nor cached from now on.
  reading.delete(formId);
}

/**
 * Reads in progress, by form id: every request that misses the cache while one read is running
 * shares it. Without this, a popular form's expiry sent each concurrent request to the database
 * (bench/soak: hundreds of pairs of queries every 2 s, queued on PGlite's event loop).
 */
const reading = new Map<string, Promise<Snapshot>>();

function snapshot(db: Db, formId: string): Promise<Snapshot> {
  const hit = cache.get(formId);
  if (hit && Date.now() - hit.at < cacheTtlMs) return Promise.resolve(hit.snapshot);
  const shared = reading.get(formId);
  if (shared) return shared;
  const read = readSnapshot(db, formId).then((value) => {
    // Cached only if no save invalidated the form while it was being read.
    if (reading.get(formId) === read) {
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(formId, { at: Date.now(), snapshot: value });
    }
    return value;
  });
  reading.set(formId, read);
  const forget = () => {
    if (reading.get(formId) === read) reading.delete(formId);
  };
  read.then(forget, forget);
  return read;
}

async function readSnapshot(db: Db, formId: string): Promise<Snapshot> {
  const [found] = await db
    .select({ row: forms, ownerDisabledAt: users.disabledAt })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.ownerId))
    .where(eq(forms.id, formId))
    .limit(1);
  const row = found?.row;
  return row
    ? {
        row,
        ownerDisabled: found.ownerDisabledAt !== null,
        definition: row.published ? await servedDefinition(db, row) : null,
      }
    : null;
}

/**
 * What respondents are served (ADR 036): the live published version, with the form's own
 * `customization` (when it closes takes effect on save). A form marked published without a
 * version (a row written outside publishing) serves the builder's draft, as before versions.
 */
async function servedDefinition(db: Db, row: FormRow): Promise<FormContent> {
  const version =
    row.publishedVersion === null ? null : await loadVersionRow(db, row.id, row.publishedVersion);
  if (!version) return toFormContent(row, await loadQuestions(db, row.id));
  const own = toFormContent(row, []);
  const served = { ...own, ...versionDefinitionOf(version.definition) };
  // A theme that follows the brand kit follows it live: the kit is the account's, not the
  // version's, and a kit change shows on the next page load as it did before versions.
  return own.theme.brandKit ? { ...served, theme: own.theme } : served;
}

export async function loadPublicForm(db: Db, formId: string): Promise<PublicFormState> {
  const snap = await snapshot(db, formId);
  if (!snap)
    return { status: 'not_found', row: null, definition: null, message: null, validate: null };
  const { row, definition } = snap;
  if (!row.published || !definition)
    return { status: 'unpublished', row, definition: null, message: null, validate: null };
  const closed = (message: string): PublicFormState => ({
    status: 'closed',
    row,
    definition: null,
    message,
    validate: null,
  });
  if (snap.ownerDisabled) return closed(OWNER_DISABLED_FORM_MESSAGE);
  const custom = (row.customization ?? {}) as Customization;
  const closedMessage =
    typeof custom.closedMessage === 'string' && custom.closedMessage.trim()
      ? custom.closedMessage
      : CLOSED_MESSAGE;
  if (typeof custom.closesAt === 'string' && Date.parse(custom.closesAt) <= Date.now()) {
    return closed(closedMessage);
  }
  if (typeof custom.maxResponses === 'number' && custom.maxResponses > 0) {
    const [{ value }] = (await db
      .select({ value: count() })
      .from(responses)
      .where(eq(responses.formId, row.id))) as [{ value: number }];
    if (value >= custom.maxResponses) return closed(closedMessage);
  }
  const validate = (snap.validator ??= createSubmissionValidator(definition));
  return {
    status: 'open',
    row,
    definition,
    message: null,
    validate,
    formVersion: row.publishedVersion,
  };
}

/**
 * The payload in one of the form's languages (ADR 048; null or absent: the default's texts). A
 * closed form's own message is translated from the draft's translations, as it takes effect on
 * save like the closing itself.
 */
export function toPublicPayload(
  state: PublicFormState,
  basePath: string,
  language: string | null = null,
): PublicFormPayload {
  const { row } = state;
  const definition = state.definition && localizeDefinition(state.definition, language);
  const languages = state.definition?.languages ?? [];
  return {
    status: state.status,
    message: translatedMessage(state, language),
    basePath,
    form:
      state.status === 'open' && definition && row
        ? {
            id: row.id,
            ...(languages.length > 0 && language ? { languages, language } : {}),
            title: definition.title,
            description: definition.description,
            theme: definition.theme,
            welcomeScreen: definition.welcomeScreen,
            thankYouScreen: definition.thankYouScreen,
            pageBreaks: definition.pageBreaks,
            questions: definition.questions,
            ...(state.formVersion ? { formVersion: state.formVersion } : {}),
          }
        : null,
  };
}

function translatedMessage(state: PublicFormState, language: string | null): string | null {
  const { row, message } = state;
  if (!row || !message || !language) return message;
  const custom = (row.customization ?? {}) as Customization;
  if (message !== custom.closedMessage) return message;
  const languages = (row.languages as string[] | null) ?? [];
  const translations = (row.translations ?? {}) as FormTranslations;
  return formText({ languages, translations }, language)('closedMessage', message);
}
