/**
 * The texts of the new-response mail and its in-app notification, as templates with holes (see
 * mail-template.ts): the submission's statement fills them in SQL for the first response of a
 * quiet spell, and the coalescing job fills the same templates in Node for the responses that
 * arrived during the 5-minute window. One set of words, two places that fill it.
 */
import { IMMEDIATE_MAIL_WINDOW_MINUTES } from '@core/api/response-notifications';
import { renderMail } from '../../mail/render-mail';
import { compileTemplate, fillTemplate, hole, type Slot, type Template } from './mail-template';
import { unsubscribeHeaders, unsubscribeLinks } from './unsubscribe-token';

export interface NewResponseTemplates {
  subject: Template;
  text: Template;
  html: Template;
  notificationTitle: Template;
  notificationMessage: Template;
}

/** The count-dependent words: [one, several (after the number), one in a sentence]. */
export const WHAT_PHRASES = ['New response', 'new responses', 'a new response'] as const;

export function whatPhrases(count: number): { what: string; whatLower: string } {
  return count === 1
    ? { what: WHAT_PHRASES[0], whatLower: WHAT_PHRASES[2] }
    : { what: `${count} ${WHAT_PHRASES[1]}`, whatLower: `${count} ${WHAT_PHRASES[1]}` };
}

export const responsesPath = (formId: string) => `/forms/${formId}/responses`;

export function newResponseTemplates(linkOrigin: string): NewResponseTemplates {
  const heading = `${hole('what')} to “${hole('title')}”`;
  const { html, text } = renderMail({
    heading,
    paragraphs: ['The latest response, in short:', hole('summary')],
    action: { label: 'View responses', url: `${linkOrigin}${responsesPath(hole('form'))}` },
    footer: [
      `You get this e-mail because you chose “Each response” for “${hole('title')}”. When many people answer at once, we send at most one e-mail every ${IMMEDIATE_MAIL_WINDOW_MINUTES} minutes and count the others in the next one.`,
      `Stop these e-mails: ${unsubscribeLinks(linkOrigin, hole('token')).page}`,
    ],
  });
  return {
    subject: compileTemplate(heading),
    text: compileTemplate(text),
    html: compileTemplate(html),
    notificationTitle: compileTemplate(hole('what')),
    notificationMessage: compileTemplate(`“${hole('title')}” received ${hole('whatLower')}.`),
  };
}

export interface NewResponseMailInput {
  to: string;
  formId: string;
  formTitle: string;
  /** Responses this mail tells about. */
  count: number;
  /** The latest response's summary (answer-summary.ts). */
  summary: string;
  token: string;
}

/** The mail and notification texts, filled in Node (the coalescing job's path). */
export function renderNewResponse(
  templates: NewResponseTemplates,
  linkOrigin: string,
  input: NewResponseMailInput,
) {
  const values: Record<Slot, string> = {
    ...whatPhrases(input.count),
    title: input.formTitle,
    summary: input.summary,
    form: input.formId,
    token: input.token,
  };
  return {
    mail: {
      kind: 'new_response' as const,
      to: input.to,
      subject: fillTemplate(templates.subject, values, false),
      text: fillTemplate(templates.text, values, false),
      html: fillTemplate(templates.html, values, true),
      headers: unsubscribeHeaders(linkOrigin, input.token),
    },
    notification: {
      title: fillTemplate(templates.notificationTitle, values, false),
      message: fillTemplate(templates.notificationMessage, values, false),
      data: { formId: input.formId, actionUrl: responsesPath(input.formId) },
    },
  };
}
