import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ANSWER_ISSUE_CODES, type AnswerIssue } from '@core/form/answer-issue';
import { MESSAGES } from '@core/form/messages';
import { RESPONDENT_LANGUAGES, type RespondentLanguage } from '@core/i18n/respondent-language';
import { loadInputMessages, loadTranslator } from './catalogue';
import { compileCatalogue, compileEnglish, compileMessage } from './compile-messages';
import { catalogueOrder } from './input-message-keys';
import { en, type Messages } from './messages/en';

const sources = Object.fromEntries(
  await Promise.all(
    RESPONDENT_LANGUAGES.map(async (language) => {
      const module = (await import(`./messages/${language}.ts`)) as Record<string, Messages>;
      return [language, module[language]] as const;
    }),
  ),
) as Record<RespondentLanguage, Messages>;

const keys = Object.keys(en).sort();

/** The names a message's arguments use, plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const namesIn = (message: string) => {
  const compiled = compileMessage(message);
  return [...(typeof compiled === 'string' ? [] : argumentsOf(compiled))].sort();
};

/** Values for every argument any message takes. */
const SAMPLE = {
  current: 2,
  total: 5,
  count: 3,
  expected: 'number',
  received: 'string',
  limit: 4,
  date: '2 May 2025',
  size: '10 MB',
  types: '.pdf',
  name: 'cv.pdf',
  room: 2,
  max: 5,
  score: 4,
  item: 'Tea',
  position: 2,
  title: 'Our kitchen',
};

describe('the respondent message catalogue', () => {
  it.each(RESPONDENT_LANGUAGES)('%s has every key and no other', (language) => {
    expect(Object.keys(sources[language]).sort()).toEqual(keys);
  });

  it.each(RESPONDENT_LANGUAGES)('%s parses as ICU, with the arguments English uses', (language) => {
    for (const key of keys) {
      const message = sources[language][key as keyof Messages];
      expect(message.trim(), `${language} ${key}`).not.toBe('');
      expect(namesIn(message), `${language} ${key}`).toEqual(namesIn(en[key as keyof Messages]));
    }
  });

  it.each(RESPONDENT_LANGUAGES)(
    '%s is compiled, and the compiled file is up to date',
    async (language) => {
      const read = async (name: string) =>
        ((await import(`./compiled/${name}.json`)) as { default: unknown }).default;
      const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
      if (language === 'en') {
        const { core, inputs } = compileEnglish(sources.en);
        expect(await read('en')).toEqual(json(core));
        expect(await read('en-inputs')).toEqual(json(inputs));
        // Split, not lost: every key in exactly one of the two.
        expect([...Object.keys(core), ...Object.keys(inputs)].sort()).toEqual(keys);
      } else {
        const order = catalogueOrder(Object.keys(en));
        expect(await read(language)).toEqual(json(compileCatalogue(sources[language], order)));
      }
    },
  );

  it.each(RESPONDENT_LANGUAGES)(
    '%s formats every message and every answer issue',
    async (language) => {
      const [translator] = await Promise.all([loadTranslator(language), loadInputMessages()]);
      for (const key of keys) {
        const text = translator.t(key as keyof Messages, SAMPLE);
        expect(text, `${language} ${key}`).not.toMatch(/[{}]|^$/);
      }
      const issues: AnswerIssue[] = ANSWER_ISSUE_CODES.map((code) => {
        if (code === 'expectedReceived') return { code, values: { expected: 'a', received: 'b' } };
        if (code === 'dateTooEarly' || code === 'dateTooLate')
          return { code, values: { date: '2025-05-02' } };
        if (code === 'fileTooLarge') return { code, values: { bytes: 10 * 1024 * 1024 } };
        if (code === 'text') return { code, values: { text: 'As the owner wrote it' } };
        if (code === 'required' || code === 'invalidInput' || code === 'allRowsRequired')
          return { code };
        return { code, values: { limit: 3 } };
      });
      for (const issue of issues) {
        expect(translator.issue(issue), `${language} ${issue.code}`).not.toMatch(/[{}]|^$/);
      }
    },
  );

  it('keeps the spec’s English words for core’s messages', async () => {
    const english = await loadTranslator('en');
    expect(english.issue({ code: 'required' })).toBe(MESSAGES.required);
    expect(english.issue({ code: 'invalidInput' })).toBe(MESSAGES.invalidInput);
    expect(english.issue({ code: 'allRowsRequired' })).toBe(MESSAGES.allRowsRequired);
    expect(
      english.issue({
        code: 'expectedReceived',
        values: { expected: 'number', received: 'string' },
      }),
    ).toBe('Expected number, received string');
    expect(english.issue({ code: 'fileTooLarge', values: { bytes: 10 * 1024 * 1024 } })).toBe(
      'File must be at most 10 MB',
    );
  });
});

describe('plural rules', () => {
  const pages =
    (translator: { t: (key: 'pageErrors', values: { count: number }) => string }) =>
    (count: number) =>
      translator.t('pageErrors', { count });

  it('English: one and other', async () => {
    const say = pages(await loadTranslator('en'));
    expect(say(1)).toBe('Please check the answer marked below.');
    expect(say(2)).toBe('Please check the 2 answers marked below.');
    expect((await loadTranslator('en')).t('issue.tooShort', { limit: 1 })).toBe(
      'Must be at least 1 character',
    );
  });

  it('Polish: one, few and many', async () => {
    const polish = await loadTranslator('pl');
    const files = (room: number) => polish.t('filesRoomLeft', { room, max: 30 });
    expect(files(1)).toBe('Możesz dodać jeszcze 1 plik (najwyżej 30).');
    expect(files(3)).toBe('Możesz dodać jeszcze 3 pliki (najwyżej 30).');
    expect(files(5)).toBe('Możesz dodać jeszcze 5 plików (najwyżej 30).');
    expect(files(12)).toBe('Możesz dodać jeszcze 12 plików (najwyżej 30).');
    expect(files(22)).toBe('Możesz dodać jeszcze 22 pliki (najwyżej 30).');
  });

  it('Arabic: zero, one, two, few, many and other, in Arabic digits', async () => {
    const arabic = await loadTranslator('ar');
    const items = (limit: number) => arabic.t('issue.tooFewItems', { limit });
    expect(items(1)).toBe('يجب ألا يقل عن عنصر واحد');
    expect(items(2)).toBe('يجب ألا يقل عن عنصرين');
    expect(items(3)).toBe(`يجب ألا يقل عن ${arabic.number(3)} عناصر`);
    expect(items(11)).toBe(`يجب ألا يقل عن ${arabic.number(11)} عنصرًا`);
    expect(items(100)).toBe(`يجب ألا يقل عن ${arabic.number(100)} عنصر`);
    expect(items(0)).toBe(`يجب ألا يقل عن ${arabic.number(0)} عنصر`);
    expect(arabic.dir).toBe('rtl');
  });
});

describe('Translator', () => {
  it('formats dates, numbers and sizes with Intl in the page’s language', async () => {
    const french = await loadTranslator('fr');
    expect(french.date('2025-05-02')).toBe('2 mai 2025');
    expect(french.date('not a date')).toBe('not a date');
    expect(french.number(1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(french.fileSize(1536)).toBe(
      new Intl.NumberFormat('fr', { style: 'unit', unit: 'kilobyte' }).format(1.5),
    );
    expect(french.issue({ code: 'dateTooEarly', values: { date: '2025-05-02' } })).toBe(
      'Doit être le 2 mai 2025 ou après',
    );
  });

  it('says an English text from the server in the page’s language when it knows it', async () => {
    const german = await loadTranslator('de');
    expect(german.known('Required')).toBe('Pflichtfeld');
    expect(german.known('Too many submissions, try again in a minute')).toBe(
      'Zu viele Antworten, versuchen Sie es in einer Minute erneut',
    );
    expect(german.known('Something the server said')).toBe('Something the server said');
    expect(german.issue({ code: 'text', values: { text: 'Invalid input' } })).toBe(
      'Ungültige Eingabe',
    );
  });
});
