import { useId, useState } from 'react';
import { languageName } from '@core/i18n/form-languages';
import type { TranslatableText } from '@core/i18n/translation-keys';
import { textDirection } from '@core/i18n/respondent-language';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { t } from '@/lib/app-messages/app-messages';
import { builderLanguagesMessages as m } from './messages';

export interface TranslationListProps {
  language: string;
  defaultLanguage: string;
  texts: readonly TranslatableText[];
  translated: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
}

/** Longer texts get a text area, as they do where the owner wrote them. */
const isLong = (key: string) => key.endsWith('description') || key === 'closedMessage';

/**
 * Every text a respondent reads, the default language's beside the chosen language's field.
 * A blank field is missing: the respondent reads the default language's text there (ADR 048).
 */
export function TranslationList({
  language,
  defaultLanguage,
  texts,
  translated,
  onChange,
}: TranslationListProps) {
  const id = useId();
  const [onlyMissing, setOnlyMissing] = useState(false);
  const name = languageName(language);
  const shown = onlyMissing ? texts.filter(({ key }) => !translated[key]?.trim()) : texts;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-missing`}
          checked={onlyMissing}
          onChange={(e) => setOnlyMissing(e.target.checked)}
        />
        <Label htmlFor={`${id}-missing`}>{t(m.showOnlyMissing)}</Label>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {texts.length === 0 ? t(m.noTexts) : t(m.everyTextTranslated, { language: name })}
        </p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t(m.textsIn, { language: name })}>
          {shown.map(({ key, text }) => {
            const value = translated[key] ?? '';
            const fieldId = `${id}-${key}`;
            const Field = isLong(key) ? Textarea : Input;
            return (
              <li key={key} className="flex flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <Label htmlFor={fieldId} className="min-w-0 break-words">
                    <span lang={defaultLanguage} dir={textDirection(defaultLanguage)}>
                      {text}
                    </span>
                  </Label>
                  {value.trim() === '' ? (
                    <Badge variant="outline">{t(m.missingBadge)}</Badge>
                  ) : null}
                </div>
                <Field
                  id={fieldId}
                  lang={language}
                  dir={textDirection(language)}
                  value={value}
                  maxLength={5000}
                  onChange={(e) => onChange(key, e.target.value)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
