/**
 * `npm run i18n:compile`: the respondent page's messages (web/src/renderer/i18n/messages/*.ts,
 * ICU text) compiled to what the page loads (compiled/*.json, ADR 043). The catalogue's test
 * fails while a compiled file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RESPONDENT_LANGUAGES } from '../core/i18n/respondent-language';
import { compileCatalogue, compileEnglish } from '../web/src/renderer/i18n/compile-messages';
import { catalogueOrder } from '../web/src/renderer/i18n/input-message-keys';
import { en } from '../web/src/renderer/i18n/messages/en';

const DIR = path.resolve(import.meta.dirname, '../web/src/renderer/i18n');

fs.mkdirSync(path.join(DIR, 'compiled'), { recursive: true });
for (const language of RESPONDENT_LANGUAGES) {
  const source = (await import(path.join(DIR, 'messages', `${language}.ts`))) as Record<
    string,
    Record<string, string>
  >;
  const messages = source[language];
  if (!messages) throw new Error(`messages/${language}.ts exports no \`${language}\``);
  const write = (name: string, content: unknown) => {
    const file = path.join(DIR, 'compiled', `${name}.json`);
    fs.writeFileSync(file, `${JSON.stringify(content)}\n`);
    console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
  };
  if (language === 'en') {
    // The split inputs' words apart (input-message-keys.ts): the page loads them with those inputs.
    const { core, inputs } = compileEnglish(messages);
    write('en', core);
    write('en-inputs', inputs);
  } else write(language, compileCatalogue(messages, catalogueOrder(Object.keys(en))));
}
