import { languageName } from '@core/i18n/form-languages';

/** `<option>`s for language codes, named in English (the builder and dashboard stay English). */
export function LanguageOptions({ codes }: { codes: readonly string[] }) {
  return codes.map((code) => (
    <option key={code} value={code}>
      {languageName(code)}
    </option>
  ));
}
