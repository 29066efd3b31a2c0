import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { BrandKitResponse } from '@core/api/brand-kit';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useBeforeUnload } from '@/lib/use-before-unload';
import { FormPreview } from '@/renderer';
import { useSaveBrandKit, type BrandKitScope } from '../api/brand-kit-api';
import {
  kitValuesSchema,
  liveWarnings,
  SAMPLE_ANSWERS,
  sampleColourOf,
  sampleDefinition,
  valuesFromKit,
  type KitValues,
} from '../lib/kit-values';
import { ColourField } from '@/components/ui/colour-field';
import { ContrastWarnings } from './contrast-warnings';
import { LogoField } from './logo-field';
import { ButtonStylePicker, FontSelect } from './style-fields';
import { t } from '@/lib/app-messages/app-messages';
import { colourUse } from '@/lib/core-texts/core-texts';
import { brandKitMessages as m } from '../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

const COLOURS = [
  ['primaryColor', m.colourPrimary],
  ['secondaryColor', m.colourSecondary],
  ['accentColor', m.colourAccent],
] as const;

/**
 * The kit's fields beside a live preview of a form with the kit applied. `readOnly` (guests) shows
 * the kit in effect with every control disabled: only an account can save one.
 */
export function BrandKitEditor({
  kit,
  readOnly,
  scope = 'user',
}: {
  kit: BrandKitResponse;
  readOnly: boolean;
  scope?: BrandKitScope;
}) {
  const save = useSaveBrandKit(scope);
  const form = useForm<KitValues>({
    resolver: withAppWords(zodResolver(kitValuesSchema)),
    defaultValues: valuesFromKit(kit),
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, reset } = form;
  const values = useWatch({ control }) as KitValues;
  useBeforeUnload(formState.isDirty);
  // The saved kit's warnings are the server's; while editing, the same core rule runs here.
  const warnings = formState.isDirty ? liveWarnings(values) : kit.warnings;
  const valuesKey = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const definition = useMemo(() => sampleDefinition(values), [valuesKey]);
  const sampleColour = sampleColourOf(values.primaryColor);

  const onSubmit = handleSubmit(async (submitted) => {
    try {
      const saved = await save.mutateAsync(submitted);
      reset(valuesFromKit(saved));
      toast({
        title: t(m.savedTitle),
        description: t(m.savedDescription),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t(m.saveFailedTitle),
        description:
          isApiError(error) && error.status === 400 && error.serverMessage
            ? error.serverMessage
            : isApiError(error) && error.status === 401
              ? t(m.saveSignIn)
              : t(m.saveRetry),
        variant: 'destructive',
      });
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <form onSubmit={onSubmit} noValidate aria-label={t(m.form)} className="flex min-w-0 flex-col">
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <Card className="flex flex-col gap-5 p-5 sm:p-6">
            <h2 className="text-lg font-semibold tracking-tight">{t(m.logoSection)}</h2>
            <Controller
              control={control}
              name="logoUrl"
              render={({ field }) => (
                <LogoField
                  value={field.value}
                  disabled={readOnly}
                  onChange={(url) => field.onChange(url)}
                />
              )}
            />
          </Card>
          <Card className="flex flex-col gap-5 p-5 sm:p-6">
            <h2 className="text-lg font-semibold tracking-tight">{t(m.coloursSection)}</h2>
            <div className="grid gap-4 sm:grid-cols-3">
              {COLOURS.map(([name, label]) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <ColourField
                      label={t(label)}
                      hint={colourUse(name)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </div>
            <ContrastWarnings warnings={warnings} />
          </Card>
          <Card className="flex flex-col gap-5 p-5 sm:p-6">
            <h2 className="text-lg font-semibold tracking-tight">{t(m.fontSection)}</h2>
            <Controller
              control={control}
              name="fontFamily"
              render={({ field }) => <FontSelect value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="buttonStyle"
              render={({ field }) => (
                <ButtonStylePicker
                  value={field.value}
                  onChange={field.onChange}
                  sampleColour={sampleColour}
                />
              )}
            />
          </Card>
        </fieldset>
        {readOnly ? null : (
          <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            <p role="status" className="text-sm text-muted-foreground">
              {save.isPending
                ? t(m.saving)
                : formState.isDirty
                  ? t(m.unsaved)
                  : kit.source === 'user'
                    ? t(m.allSaved)
                    : t(m.notSavedYet)}
            </p>
            <div className="ml-auto flex gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={!formState.isDirty || save.isPending}
                onClick={() => reset()}
              >
                {t(m.discard)}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t(m.saving) : t(m.save)}
              </Button>
            </div>
          </div>
        )}
      </form>
      <section aria-labelledby="brand-kit-preview" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="brand-kit-preview" className="mb-2 text-lg font-semibold tracking-tight">
          {t(m.preview)}
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">{t(m.previewHint)}</p>
        <div className="overflow-hidden rounded-xl border border-border">
          <FormPreview definition={definition} initialAnswers={SAMPLE_ANSWERS} />
        </div>
      </section>
    </div>
  );
}
