/**
 * The form's language menu (ADR 048): one link per language, each named in its own language
 * ("Français", "العربية"). Links to `?lang=xx` work without script (the page is rendered again in
 * that language); with script the page switches in place and keeps every answer.
 */
import { textDirection } from '@core/i18n/respondent-language';
import { useTranslator } from '@/renderer';

function autonym(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The link's address: the page itself in that language. Query-only, so the server's render and
 * the browser's agree whatever else the address carries; an embed stays an embed.
 */
export function menuHref(code: string, embedded: boolean): string {
  return `?${embedded ? 'embed=1&' : ''}lang=${encodeURIComponent(code)}`;
}

/** This page's address in another language, keeping its other parameters (hidden fields). */
export function languageHref(code: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('lang', code);
  return `${window.location.pathname}?${params.toString()}`;
}

export function LanguageMenu({
  languages,
  current,
  embedded,
  onPick,
}: {
  languages: readonly string[];
  current: string;
  embedded: boolean;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslator();
  return (
    <nav aria-label={t('language')} className="mx-auto flex max-w-2xl justify-end px-4 pt-3">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {languages.map((code) => (
          <li key={code}>
            <a
              href={menuHref(code, embedded)}
              hrefLang={code}
              lang={code}
              dir={textDirection(code)}
              aria-current={code === current ? 'true' : undefined}
              className="underline-offset-4 hover:underline aria-[current]:font-semibold aria-[current]:underline"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                if (code !== current) onPick(code);
              }}
            >
              {autonym(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
