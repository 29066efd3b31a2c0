/**
 * Every catalogue of the app (each `messages.ts` under web/src, ADR 056) holds messages that
 * parse as ICU, format with a value for each argument without a brace left in the text (a straight
 * quote before a brace quotes it: "''{title}''" is needed for 'Age'), and whose plurals have their
 * `other` case.
 */
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

const catalogues = import.meta.glob<Record<string, unknown>>('/web/src/**/messages.ts', {
  eager: true,
});

/** A value for each argument and tag the message uses: numbers where it counts or formats one. */
function sampleValues(elements: MessageFormatElement[], into: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into[element.value] = (chunks: unknown[]) => chunks.join('');
      sampleValues(element.children, into);
    } else if (element.type === TYPE.plural || element.type === TYPE.number) {
      into[element.value] = 2;
    } else if (element.type === TYPE.date || element.type === TYPE.time) {
      into[element.value] = new Date(0);
    } else if (element.type === TYPE.select) {
      into[element.value] = 'other';
    } else {
      into[element.value] = 'x';
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, into);
    }
  }
  return into;
}

const messages = Object.entries(catalogues).flatMap(([file, module]) =>
  Object.values(module)
    .filter((value): value is Record<string, string> => typeof value === 'object' && value !== null)
    .flatMap((catalogue) =>
      Object.entries(catalogue)
        .filter(([, message]) => typeof message === 'string')
        .map(([name, message]) => [`${file.replace('/web/src/', '')} ${name}`, message] as const),
    ),
);

describe('the app catalogues', () => {
  it('are found', () => {
    expect(messages.length).toBeGreaterThan(0);
  });

  it.each(messages)('%s parses with the arguments it writes', (_, message) => {
    const ast = parse(message, { requiresOtherClause: true });
    const text = new IntlMessageFormat(message, 'en').format(sampleValues(ast) as never);
    // A brace left in the text is an argument a straight quote turned into words.
    expect(String(text)).not.toMatch(/[{}]/);
  });
});
