import { defineMessages } from '@/lib/app-messages/app-messages';

/** The builder's languages section (issue 31, ADR 048): the form's languages and translations. */
export const builderLanguagesMessages = defineMessages({
  // The section
  title: 'Languages',
  hint: 'Respondents pick a language; missing texts show in the default language.',
  translateTexts: 'Translate texts',
  editTextsIn: 'Edit texts in',
  // The list of languages
  writtenIn: 'Written in',
  formLanguages: 'Form languages',
  defaultBadge: 'Default',
  missingTexts: '{count, plural, one {# text} other {# texts}} missing in {language}',
  allTranslated: 'All texts translated',
  removeLanguage: 'Remove {language}',
  remove: 'Remove',
  addALanguage: 'Add a language',
  addLanguage: 'Add language',
  // The texts of one language
  showOnlyMissing: 'Show only missing texts',
  noTexts: 'This form has no texts to translate yet.',
  everyTextTranslated: 'Every text is translated into {language}.',
  textsIn: 'Texts in {language}',
  missingBadge: 'Missing',
  // The CSV file
  saveFirstTitle: 'Save your changes first',
  saveFirstDescription: 'The form has unsaved changes or problems to fix.',
  importedTitle: 'Translations imported',
  importFailedTitle: "Couldn't import the translations",
  importFailedDescription: 'Check the file and try again.',
  reportChanged: '{count, plural, one {# text} other {# texts}} updated.',
  reportUnknownKeys: 'Skipped unknown keys: {keys}.',
  reportUnknownKey: '{key} (line {line})',
  reportSourceChanged: '{count} translated from older wording.',
  exportCsv: 'Export CSV',
  importing: 'Importing…',
  importCsv: 'Import CSV',
  csvFile: 'Translations CSV file',
});
