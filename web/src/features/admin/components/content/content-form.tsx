import { useId, useState, type FormEvent } from 'react';
import {
  createContentRequestSchema,
  SITE_CONTENT_LIMITS,
  type ContentDetail,
} from '@core/api/site-content';
import { CONTENT_TYPES, type ContentType } from '@core/form/enums';
import { slugify, slugProblem } from '@core/site-content/slug-rules';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useBeforeUnload } from '@/lib/use-before-unload';
import { CONTENT_TYPE_LABELS, OTHER_PAGES_PATH, siteContentText } from './content-labels';
import { MarkdownPreview } from './markdown-preview';
import { t } from '@/lib/app-messages/app-messages';
import { adminContentMessages as m } from './messages';

export interface ContentValues {
  title: string;
  slug: string;
  contentType: ContentType;
  content: string;
  metaDescription: string;
  isActive: boolean;
}

export function valuesOf(page: ContentDetail | null): ContentValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    contentType: page?.contentType ?? 'help',
    content: page?.content ?? '',
    metaDescription: page?.metaDescription ?? '',
    isActive: page?.isActive ?? true,
  };
}

export interface ContentFormProps {
  initial: ContentValues;
  /** A new page: the slug follows the title until edited, and the page may start inactive. */
  isNew: boolean;
  saving: boolean;
  /** Messages from the server, by field (400, or 409 on the slug). */
  serverErrors: Record<string, string>;
  onSubmit: (values: ContentValues) => void;
}

/**
 * The page's fields and its Markdown beside a live preview (below it on a phone). Checked here
 * with the server's own schema, so the messages are the server's; the server checks again.
 */
export function ContentForm({ initial, isNew, saving, serverErrors, onSubmit }: ContentFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useBeforeUnload(dirty && !saving);

  const shown = { ...serverErrors, ...errors };
  const set = <K extends keyof ContentValues>(key: K, value: ContentValues[K]) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === 'title' && !slugEdited ? { slug: slugify(String(value)) } : {}),
    }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createContentRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??= siteContentText(issue.message);
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const isVideo = values.contentType === 'landing_video';
  const metaLength = values.metaDescription.trim().length;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id={`${id}-title`}
          label={t(m.title)}
          value={values.title}
          maxLength={SITE_CONTENT_LIMITS.titleMax}
          onChange={(e) => set('title', e.target.value)}
          error={shown.title}
        />
        <TextField
          id={`${id}-slug`}
          label={t(m.slug)}
          value={values.slug}
          spellCheck={false}
          autoCapitalize="none"
          onChange={(e) => {
            setSlugEdited(true);
            set('slug', e.target.value);
          }}
          onBlur={() => {
            const problem = slugProblem(values.slug.trim(), values.contentType);
            if (problem) setErrors((current) => ({ ...current, slug: problem }));
          }}
          error={shown.slug}
          hint={t(m.slugHint, { path: OTHER_PAGES_PATH })}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-contentType`}>{t(m.contentType)}</Label>
          <NativeSelect
            id={`${id}-contentType`}
            value={values.contentType}
            aria-describedby={`${id}-contentType-hint`}
            onChange={(e) => set('contentType', e.target.value as ContentType)}
          >
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(CONTENT_TYPE_LABELS[type].label)}
              </option>
            ))}
          </NativeSelect>
          <FieldMessage id={`${id}-contentType-hint`}>
            {t(CONTENT_TYPE_LABELS[values.contentType].hint, { path: OTHER_PAGES_PATH })}
          </FieldMessage>
        </div>
        <TextField
          id={`${id}-metaDescription`}
          label={t(m.metaDescription)}
          optional
          value={values.metaDescription}
          onChange={(e) => set('metaDescription', e.target.value)}
          error={shown.metaDescription}
          hint={t(m.metaDescriptionHint, {
            length: metaLength,
            max: SITE_CONTENT_LIMITS.metaDescriptionMax,
          })}
        />
      </div>

      {isNew ? (
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-isActive`}
            checked={values.isActive}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
          <Label htmlFor={`${id}-isActive`}>{t(m.activeOnSave)}</Label>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-content`}>
            {isVideo ? t(m.videoAddress) : t(m.contentMarkdown)}
          </Label>
          <Textarea
            id={`${id}-content`}
            value={values.content}
            rows={isVideo ? 3 : 18}
            spellCheck={!isVideo}
            className="font-mono"
            aria-invalid={shown.content ? true : undefined}
            aria-describedby={`${id}-content-hint${shown.content ? ` ${id}-content-error` : ''}`}
            onChange={(e) => set('content', e.target.value)}
          />
          {shown.content ? (
            <FieldMessage id={`${id}-content-error`} tone="error">
              {shown.content}
            </FieldMessage>
          ) : null}
          <FieldMessage id={`${id}-content-hint`}>
            {isVideo ? t(m.videoHint) : t(m.markdownHint)}
          </FieldMessage>
        </div>
        <MarkdownPreview markdown={values.content} headingId={`${id}-preview`} />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={saving} pendingLabel={t(m.saving)}>
          {isNew ? t(m.createPage) : t(m.saveChanges)}
        </SubmitButton>
        {dirty && !isNew ? (
          <p className="text-sm text-muted-foreground">{t(m.unsavedChanges)}</p>
        ) : null}
      </div>
    </form>
  );
}
