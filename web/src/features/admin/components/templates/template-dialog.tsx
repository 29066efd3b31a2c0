import { useId, useState, type FormEvent } from 'react';
import {
  adminCreateTemplateRequestSchema,
  adminUpdateTemplateRequestSchema,
  type AdminTemplate,
} from '@core/api/admin';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/templates/template';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { templateActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { formIdFrom } from '../../lib/form-id';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { templateCategoryName } from '@/lib/core-texts/core-texts';
import { adminTemplatesMessages as m } from './messages';

type Field = 'form' | 'title' | 'description' | 'category';

/**
 * Adds a global template from a form (its questions as they are now), or edits a global
 * template's gallery entry. The gallery shows it to everyone at once.
 */
export function TemplateDialog({
  template,
  onClose,
}: {
  /** The template to edit; none to add one. */
  template: AdminTemplate | null;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState('');
  const [title, setTitle] = useState(template?.title ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [category, setCategory] = useState<TemplateCategory>(template?.category ?? 'other');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const action = useAdminAction({
    run: (body: {
      formId?: string;
      title: string;
      description: string;
      category: TemplateCategory;
    }) =>
      template
        ? templateActions.update(template.id, body)
        : templateActions.create({ ...body, formId: body.formId ?? '' }),
    success: (saved) => ({
      title: template ? t(m.templateSaved) : t(m.templateAdded),
      description: t(m.savedDescription, { title: saved.title }),
    }),
    onDone: onClose,
  });
  const server = fieldMessagesOf(action.error);
  const shown = (field: Field) => errors[field] ?? server[field === 'form' ? 'formId' : field];
  const hasFieldError = Object.keys(server).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const fields = { title, description, category };
    const formId = formIdFrom(form);
    if (!template && !formId) next.form = t(m.pasteForm);
    const parsed = template
      ? adminUpdateTemplateRequestSchema.safeParse(fields)
      : adminCreateTemplateRequestSchema.safeParse({ ...fields, formId: formId ?? 'x' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'title' || key === 'description' || key === 'category')
          next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    action.mutate({
      ...fields,
      title: title.trim(),
      description: description.trim(),
      formId: formId ?? undefined,
    });
  };

  const describe = (field: Field) => (shown(field) ? `${id}-${field}-error` : undefined);
  const error = (field: Field) =>
    shown(field) ? (
      <FieldMessage id={`${id}-${field}-error`} tone="error">
        {shown(field)}
      </FieldMessage>
    ) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !action.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{template ? t(m.editTemplate) : t(m.addTemplateTitle)}</DialogTitle>
            <DialogDescription>
              {template ? t(m.editDescription) : t(m.addDescription)}
            </DialogDescription>
          </DialogHeader>
          {template ? null : (
            <TextField
              label={t(m.formLinkOrId)}
              value={form}
              onChange={(event) => setForm(event.target.value)}
              error={shown('form')}
              hint={t(m.formLinkHint)}
              autoFocus
            />
          )}
          <TextField
            label={t(m.fieldTitle)}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            error={shown('title')}
            autoFocus={Boolean(template)}
          />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>{t(m.category)}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as TemplateCategory)}
              aria-describedby={describe('category')}
            >
              {TEMPLATE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {templateCategoryName(value)}
                </option>
              ))}
            </NativeSelect>
            {error('category')}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>
              {tRich(m.fieldDescription, {
                muted: (chunks) => (
                  <span className="font-normal text-muted-foreground">{chunks}</span>
                ),
              })}
            </Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              maxLength={1000}
              onChange={(event) => setDescription(event.target.value)}
              aria-invalid={shown('description') ? true : undefined}
              aria-describedby={describe('description')}
            />
            {error('description')}
          </div>
          {action.isError && !hasFieldError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {actionErrorMessage(action.error, t(m.saveError))}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={action.isPending}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? t(m.saving) : template ? t(m.save) : t(m.addTemplate)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
