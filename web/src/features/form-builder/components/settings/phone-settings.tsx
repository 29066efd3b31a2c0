import { getCountries } from 'libphonenumber-js';
import { useMemo } from 'react';
import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { SettingSelect } from './setting-select';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

/** The country assumed for numbers typed without a +country code, and the placeholder. */
export function PhoneSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return getCountries()
      .map((code) => ({
        value: code as string,
        label: t(m.countryOption, { name: names.of(code) ?? code, code }),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
  const options = useMemo(() => [{ value: '', label: t(m.noCountry) }, ...countries], [countries]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingSelect
        label={t(m.defaultCountry)}
        value={String(question.settings.defaultCountry ?? '')}
        options={options}
        hint={t(m.defaultCountryHint)}
        onChange={(code) => actions.setSettings({ defaultCountry: code === '' ? undefined : code })}
      />
      <SettingText
        label={t(m.placeholder)}
        value={String(question.settings.placeholder ?? '')}
        maxLength={200}
        onChange={(placeholder) => actions.setSettings({ placeholder }, 'placeholder')}
      />
    </div>
  );
}
