/**
 * The builder's and dashboard's words (issue 31 item 4, ADR 056). They are English only for now,
 * but every one is an ICU message in a feature's catalogue (`defineMessages`), formatted by the
 * same library as the respondent page (intl-messageformat, ADR 043). Plurals and numbers follow
 * the language's rules, and a second language is one more catalogue, not a rewrite of each
 * screen. `eslint.config.js` refuses literal text in the app's JSX.
 *
 * The app parses its messages when first used, so its bundle carries the ICU parser. The public
 * form's build leaves the parser out and formats only messages compiled ahead of time.
 */
import { type FormatXMLElementFn, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { Fragment, type ReactNode, createElement } from 'react';

/** The app's language until it has others: every catalogue is written in it. */
export const APP_LANGUAGE = 'en';

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode>>;

/**
 * A feature's catalogue: message names to ICU messages in English. The identity function gives
 * each catalogue one shape and keeps its literal types, so `t` is handed a message, not a key.
 */
export function defineMessages<const T extends Record<string, string>>(messages: T): T {
  return messages;
}

const formats = new Map<string, IntlMessageFormat>();

function formatterOf(message: string): IntlMessageFormat {
  let format = formats.get(message);
  if (!format) {
    format = new IntlMessageFormat(message, APP_LANGUAGE);
    formats.set(message, format);
  }
  return format;
}

/** A catalogue's message as text: `t(m.responsesCount, { count: 3 })`. */
export function t(message: string, values?: MessageValues): string {
  return String(formatterOf(message).format(values));
}

/**
 * A message with markup or elements in it, for JSX: tags in the message (`<link>Sign in</link>`)
 * are rendered by the functions of the same name, and a value may be an element.
 */
export function tRich(message: string, values: RichValues): ReactNode {
  const parts = formatterOf(message).format<ReactNode>(values);
  if (!Array.isArray(parts)) return parts;
  // Each part keyed by its place: the message's order never changes between renders.
  return parts.map((part, index) => createElement(Fragment, { key: index }, part));
}
