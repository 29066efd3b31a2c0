import { labelColorOn } from '@core/form/contrast';
import { fontStackFor } from '@core/form/font-families';
import { themeColors } from '@core/form/theme-colors';
import { t } from '@/lib/app-messages/app-messages';
import type { SettingsValues } from '../api/settings-values';
import { formSettingsMessages as m } from '../messages';

const RADIUS = { rounded: '0.5rem', square: '0', pill: '9999px' } as const;
const CARD = {
  shadow: '0 4px 12px -2px rgb(15 15 30 / 0.15)',
  border: 'none',
  flat: 'none',
} as const;

/**
 * A small live sample of the form's look: colours, font, button and card style. As on the form,
 * the progress bar is in the secondary colour, the chosen answer in the accent and the button in
 * the primary.
 */
export function ThemePreview({ values }: { values: SettingsValues }) {
  const valid = (c: string) => /^#[0-9a-fA-F]{6}$/.test(c);
  const background = valid(values.backgroundColor) ? values.backgroundColor : '#ffffff';
  const text = valid(values.textColor) ? values.textColor : '#111827';
  // A colour still being typed shows as the one in effect: the primary's default, or the primary.
  const colours = themeColors({
    primaryColor: valid(values.primaryColor) ? values.primaryColor : '#4f46e5',
    secondaryColor: valid(values.secondaryColor) ? values.secondaryColor : '',
    accentColor: valid(values.accentColor) ? values.accentColor : '',
  });
  return (
    <figure className="flex flex-col gap-2">
      <div
        className="rounded-xl border border-border p-5"
        // The curated font with its stack, so a font the device lacks falls back to its own kind.
        style={{
          backgroundColor: background,
          color: text,
          fontFamily: fontStackFor(values.fontFamily),
        }}
      >
        {values.showProgressBar ? (
          <div
            className="mb-4 h-1.5 rounded-full"
            style={{ backgroundColor: `${colours.secondary}33` }}
          >
            <div
              className="h-full w-1/3 rounded-full"
              data-testid="preview-progress"
              style={{ backgroundColor: colours.secondary }}
            />
          </div>
        ) : null}
        <div
          className="rounded-lg p-4"
          style={{
            boxShadow: CARD[values.cardStyle],
            border: values.cardStyle === 'border' ? `1px solid ${text}33` : 'none',
          }}
        >
          <p className="font-semibold">
            {values.showQuestionNumbers ? t(m.previewQuestionNumbered) : t(m.previewQuestion)}
          </p>
          <p className="mt-1 text-sm opacity-80">{t(m.previewHint)}</p>
          <p
            className="mt-3 flex items-center gap-2 rounded-md border-2 px-3 py-1.5 text-sm"
            data-testid="preview-chosen"
            style={{ borderColor: colours.accent }}
          >
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: colours.accent }}
            />
            {t(m.previewChoice)}
          </p>
          <span
            className="mt-4 inline-block px-4 py-2 text-sm font-medium"
            style={{
              backgroundColor: colours.primary,
              color: labelColorOn(colours.primary.toLowerCase()),
              borderRadius: RADIUS[values.buttonStyle],
            }}
          >
            {t(m.previewNext)}
          </span>
        </div>
        {values.showBranding ? (
          <p className="mt-4 text-xs opacity-70">{t(m.previewBranding)}</p>
        ) : null}
      </div>
      <figcaption className="text-xs text-muted-foreground">{t(m.previewCaption)}</figcaption>
    </figure>
  );
}
