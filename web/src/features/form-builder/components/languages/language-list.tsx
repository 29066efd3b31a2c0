import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { languageName } from '@core/i18n/form-languages';
import { RESPONDENT_LANGUAGES } from '@core/i18n/respondent-language';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LanguageOptions } from '@/components/ui/language-options';
import { NativeSelect } from '@/components/ui/native-select';
import { missingTextsLabel } from './language-copy';
import { t } from '@/lib/app-messages/app-messages';
import { builderLanguagesMessages as m } from './messages';

export interface LanguageListProps {
  languages: readonly string[];
  /** Missing texts per non-default language. */
  missing: ReadonlyMap<string, number>;
  onChange: (languages: string[]) => void;
}

/**
 * The form's languages, the default first. Only the languages the renderer has its own words in
 * are offered (ADR 043's catalogue), so a respondent never reads buttons in a third language.
 */
export function LanguageList({ languages, missing, onChange }: LanguageListProps) {
  const id = useId();
  // A one-language form has no list yet: the owner names the language it is written in first.
  const [writtenIn, setWrittenIn] = useState<string>(languages[0] ?? 'en');
  const base = languages.length > 0 ? languages : [writtenIn];
  const available = RESPONDENT_LANGUAGES.filter((code) => !base.includes(code));
  const [adding, setAdding] = useState<string>('');
  const toAdd = available.includes(adding as never) ? adding : (available[0] ?? '');

  const remove = (code: string) => {
    const next = languages.filter((c) => c !== code);
    onChange(next.length > 1 ? next : []);
  };

  return (
    <div className="flex flex-col gap-3">
      {languages.length === 0 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-written`}>{t(m.writtenIn)}</Label>
          <NativeSelect
            id={`${id}-written`}
            value={writtenIn}
            onChange={(e) => setWrittenIn(e.target.value)}
          >
            <LanguageOptions codes={RESPONDENT_LANGUAGES} />
          </NativeSelect>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t(m.formLanguages)}>
          {languages.map((code, index) => (
            <li key={code} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{languageName(code)}</span>
              <span className="text-sm text-muted-foreground">{code}</span>
              {index === 0 ? (
                <Badge variant="soft">{t(m.defaultBadge)}</Badge>
              ) : (
                <>
                  <span className="text-sm text-muted-foreground">
                    {missing.get(code)
                      ? missingTextsLabel(missing.get(code) ?? 0, code)
                      : t(m.allTranslated)}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    aria-label={t(m.removeLanguage, { language: languageName(code) })}
                    onClick={() => remove(code)}
                  >
                    <X aria-hidden="true" />
                    {t(m.remove)}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-add`}>{t(m.addALanguage)}</Label>
            <NativeSelect
              id={`${id}-add`}
              value={toAdd}
              onChange={(e) => setAdding(e.target.value)}
            >
              <LanguageOptions codes={available} />
            </NativeSelect>
          </div>
          <Button variant="outline" onClick={() => toAdd && onChange([...base, toAdd])}>
            <Plus aria-hidden="true" />
            {t(m.addLanguage)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
