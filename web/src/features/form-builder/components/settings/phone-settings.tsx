import { getCountries } from 'libphonenumber-js';
import { useMemo } from 'react';
import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { SettingSelect } from './setting-select';
import { SettingText } from './setting-text';

/** The country assumed for numbers typed without a +country code, and the placeholder. */
export function PhoneSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return getCountries()
      .map((code) => ({ value: code as string, label: `${names.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
  const options = useMemo(
    () => [{ value: '', label: 'None: international numbers only' }, ...countries],
    [countries],
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingSelect
        label="Default country"
        value={String(question.settings.defaultCountry ?? '')}
        options={options}
        hint="Numbers typed without +country code are read in this country."
        onChange={(code) => actions.setSettings({ defaultCountry: code === '' ? undefined : code })}
      />
      <SettingText
        label="Placeholder"
        value={String(question.settings.placeholder ?? '')}
        maxLength={200}
        onChange={(placeholder) => actions.setSettings({ placeholder }, 'placeholder')}
      />
    </div>
  );
}
