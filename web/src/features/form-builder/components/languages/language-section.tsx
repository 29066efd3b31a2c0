import { Languages } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { missingTranslations, translatableTexts } from '@core/i18n/translation-keys';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LanguageOptions } from '@/components/ui/language-options';
import { NativeSelect } from '@/components/ui/native-select';
import { useBuilderDispatch, useBuilderSelector } from '../../state/builder-context';
import { Disclosure } from '../disclosure';
import { SectionHeading } from '../section-heading';
import { LanguageList } from './language-list';
import { TranslationList } from './translation-list';
import { TranslationsFile } from './translations-file';
import { t } from '@/lib/app-messages/app-messages';
import { builderLanguagesMessages as m } from './messages';

export interface LanguageSectionProps {
  formId: string;
  onImported: () => Promise<void>;
}

/**
 * The form's languages and their texts (issue 31, ADR 048): add or remove languages, switch to
 * one to translate its texts beside the default language's, and see what is still missing.
 */
export function LanguageSection({ formId, onImported }: LanguageSectionProps) {
  const definition = useBuilderSelector((state) => state.definition);
  const dispatch = useBuilderDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const { languages } = definition;
  const texts = useMemo(() => translatableTexts(definition), [definition]);
  const missing = useMemo(
    () =>
      new Map(
        missingTranslations(definition).map((entry) => [entry.language, entry.missing.length]),
      ),
    [definition],
  );
  const others = languages.slice(1);
  const editing = picked && others.includes(picked) ? picked : (others[0] ?? null);

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
        <SectionHeading id={`${id}-heading`} icon={Languages} title={t(m.title)} hint={t(m.hint)} />
        <LanguageList
          languages={languages}
          missing={missing}
          onChange={(next) => dispatch({ type: 'setLanguages', languages: next })}
        />
        {editing ? (
          <>
            <TranslationsFile formId={formId} onImported={onImported} />
            <div>
              <Disclosure
                label={t(m.translateTexts)}
                open={open}
                onOpenChange={setOpen}
                controls={`${id}-texts`}
              />
            </div>
            <div id={`${id}-texts`} hidden={!open} className="flex flex-col gap-3">
              {others.length > 1 ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-language`}>{t(m.editTextsIn)}</Label>
                  <NativeSelect
                    id={`${id}-language`}
                    value={editing}
                    onChange={(e) => setPicked(e.target.value)}
                  >
                    <LanguageOptions codes={others} />
                  </NativeSelect>
                </div>
              ) : null}
              {open ? (
                <TranslationList
                  language={editing}
                  defaultLanguage={languages[0] ?? 'en'}
                  texts={texts}
                  translated={definition.translations[editing] ?? {}}
                  onChange={(key, text) =>
                    dispatch({
                      type: 'setTranslation',
                      language: editing,
                      key,
                      text,
                      coalesce: `translation:${editing}:${key}`,
                    })
                  }
                />
              ) : null}
            </div>
          </>
        ) : null}
      </section>
    </Card>
  );
}
