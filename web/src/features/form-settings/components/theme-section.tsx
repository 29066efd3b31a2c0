import { useQueryClient } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch, type FieldPath, type PathValue, type UseFormReturn } from 'react-hook-form';
import { brandKitResponseSchema } from '@core/api/brand-kit';
import { brandKitThemePatch } from '@core/form/brand-kit';
import { THEME_PRESETS } from '@core/form/theme-presets';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { getQueryFn } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import type { SettingsValues } from '../api/settings-values';
import { formSettingsMessages as m } from '../messages';
import { SettingsSection } from './settings-section';

/** The brand kit page reads the same key, so a kit saved there is what "Apply" uses here. */
const BRAND_KIT_QUERY_KEY = ['/api/brand-kit'] as const;

type Preset = (typeof THEME_PRESETS)[number];
const PRESET_FIELDS = [
  'backgroundColor',
  'primaryColor',
  'textColor',
  'secondaryColor',
  'accentColor',
  'buttonStyle',
  'cardStyle',
  'fontFamily',
] as const;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const matches = (preset: Preset, values: SettingsValues) =>
  PRESET_FIELDS.every((field) => same(String(values[field]), preset.theme[field]));

/**
 * The theme panel's starting points: the owner's brand kit (kept in sync from then on) or one of
 * core's presets (which ends the sync, since the preset's colours are the form's own).
 */
export function ThemeSection({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { control, setValue } = form;
  const values = useWatch({ control }) as SettingsValues;
  const queryClient = useQueryClient();
  const [applying, setApplying] = useState(false);
  const id = useId();
  const set = <K extends FieldPath<SettingsValues>>(name: K, value: PathValue<SettingsValues, K>) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  const applyKit = async () => {
    setApplying(true);
    try {
      const kit = brandKitResponseSchema.parse(
        await queryClient.fetchQuery({
          queryKey: BRAND_KIT_QUERY_KEY,
          queryFn: getQueryFn({ on401: 'throw' }),
        }),
      );
      const patch = brandKitThemePatch(kit);
      set('logoUrl', patch.logoUrl);
      set('primaryColor', patch.primaryColor);
      set('secondaryColor', patch.secondaryColor);
      set('accentColor', patch.accentColor);
      set('fontFamily', patch.fontFamily);
      set('buttonStyle', patch.buttonStyle);
      set('brandKit', true);
      toast({
        title: t(m.brandKitApplied),
        description: t(m.brandKitAppliedDescription),
        variant: 'success',
      });
    } catch {
      toast({
        title: t(m.brandKitLoadError),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      });
    } finally {
      setApplying(false);
    }
  };

  const choosePreset = (preset: Preset) => {
    for (const field of PRESET_FIELDS) set(field, preset.theme[field]);
    set('brandKit', false);
  };

  return (
    <SettingsSection title={t(m.themeTitle)} description={t(m.themeDescription)}>
      <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
        <p id={`${id}-kit`} className="text-sm" data-testid="brand-kit-status">
          {values.brandKit ? t(m.followsBrandKit) : t(m.ownTheme)}
        </p>
        <Button
          type="button"
          variant="outline"
          className="shrink-0 sm:ml-auto"
          disabled={applying}
          aria-describedby={`${id}-kit`}
          onClick={() => void applyKit()}
        >
          <Palette aria-hidden="true" />
          {applying ? t(m.applying) : t(m.applyBrandKit)}
        </Button>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-presets-hint`}>
        <legend className="text-sm font-medium">{t(m.presets)}</legend>
        <FieldMessage id={`${id}-presets-hint`}>{t(m.presetsHint)}</FieldMessage>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
          {THEME_PRESETS.map((preset) => {
            const checked = matches(preset, values);
            return (
              <label
                key={preset.id}
                className={cn(
                  'flex cursor-pointer flex-col gap-2 rounded-lg border p-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked ? 'border-primary ring-1 ring-primary' : 'border-border hover:bg-accent',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-preset`}
                  value={preset.id}
                  checked={checked}
                  onChange={() => choosePreset(preset)}
                  className="sr-only"
                />
                <PresetSwatch preset={preset} />
                <span className="flex items-center justify-between gap-1">
                  <span className="font-medium">{preset.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {preset.mode === 'dark' ? t(m.presetDark) : t(m.presetLight)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </SettingsSection>
  );
}

/** The preset drawn in its own colours: its page, a line of text and a button. */
function PresetSwatch({ preset }: { preset: Preset }) {
  const { theme } = preset;
  return (
    <span
      aria-hidden="true"
      className="flex h-14 flex-col justify-between rounded-md border border-border p-2"
      style={{ backgroundColor: theme.backgroundColor, color: theme.textColor }}
    >
      <span className="text-xs font-semibold">{t(m.presetSample)}</span>
      <span
        className={cn(
          'h-3 w-10',
          theme.buttonStyle === 'pill'
            ? 'rounded-full'
            : theme.buttonStyle === 'square'
              ? 'rounded-none'
              : 'rounded-sm',
        )}
        style={{ backgroundColor: theme.primaryColor }}
      />
    </span>
  );
}
