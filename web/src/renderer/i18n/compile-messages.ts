/**
 * ICU messages to what the page loads (ADR 043): a message that is plain text stays a string (no
 * formatter needed, and smaller); any other becomes the parser's AST, so the page ships
 * intl-messageformat without its parser (the build aliases it away). Used by
 * scripts/compile-respondent-messages.ts and by the catalogue's test, never by the page.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { INPUT_MESSAGE_KEYS } from './input-message-keys';

export type CompiledMessage = string | MessageFormatElement[];

/**
 * The AST without what intl-messageformat takes as the default anyway (`style: null`, `offset: 0`,
 * `pluralType: 'cardinal'`): a language's chunk is about a sixth smaller for it.
 */
function pruned(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    const copy: Record<string, unknown> = { ...element };
    if (copy.style === null) delete copy.style;
    if (copy.offset === 0) delete copy.offset;
    if (copy.pluralType === 'cardinal') delete copy.pluralType;
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      copy.options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { value: pruned(option.value) },
        ]),
      );
    }
    return copy as unknown as MessageFormatElement;
  });
}

export function compileMessage(message: string): CompiledMessage {
  // Tags are not ours to read: "<" is text. Every plural and select must have its `other`.
  const ast = parse(message, { ignoreTag: true, requiresOtherClause: true });
  const [only] = ast;
  if (ast.length === 0) return '';
  if (ast.length === 1 && only?.type === TYPE.literal) return only.value;
  return pruned(ast);
}

export function compileMessages<K extends string>(
  messages: Record<K, string>,
): Record<K, CompiledMessage> {
  const compiled = {} as Record<K, CompiledMessage>;
  for (const key of Object.keys(messages) as K[]) compiled[key] = compileMessage(messages[key]);
  return compiled;
}

/**
 * What a language's chunk holds: English (in the page's own bundle) by key; every other language
 * as a list in English's key order, so the keys are not shipped again in each chunk (a quarter
 * of its gzipped size).
 */
export function compileCatalogue(
  messages: Record<string, string>,
  englishKeys: readonly string[] | null,
): Record<string, CompiledMessage> | CompiledMessage[] {
  const compiled = compileMessages(messages);
  return englishKeys ? englishKeys.map((key) => compiled[key] ?? '') : compiled;
}

/** English by key in two parts: the page's core, and what only the split inputs show. */
export function compileEnglish(messages: Record<string, string>): {
  core: Record<string, CompiledMessage>;
  inputs: Record<string, CompiledMessage>;
} {
  const compiled = compileMessages(messages);
  const inputs = Object.fromEntries(INPUT_MESSAGE_KEYS.map((key) => [key, compiled[key] ?? '']));
  const core = Object.fromEntries(Object.entries(compiled).filter(([key]) => !(key in inputs)));
  return { core, inputs };
}
