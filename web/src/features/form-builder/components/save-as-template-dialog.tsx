import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';
import { useBuilderSelector, useBuilderSession } from '../state/builder-context';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { templateCategoryName } from '@/lib/core-texts/core-texts';
import { builderPublishingMessages as m } from './publishing/messages';

export interface SaveAsTemplateDialogProps {
  formId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const MY_TEMPLATES_PATH = '/templates?tab=mine';

/**
 * "Save as template": the form's questions, logic, pages, screens and theme become a private
 * template in the gallery's My templates. Signed-in users only; a guest is told why.
 */
export function SaveAsTemplateDialog({ formId, open, onOpenChange }: SaveAsTemplateDialogProps) {
  const session = useQuery<unknown>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: SESSION_STALE_TIME,
    // The app shell has usually read it already; a closed dialog never asks.
    enabled: open,
  });
  const [location] = useLocation();
  const state = session.isPending ? 'loading' : session.data ? 'user' : 'guest';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(m.templateDialogTitle)}</DialogTitle>
          <DialogDescription>
            {t(state !== 'guest' ? m.templateDialogUser : m.templateDialogGuest)}
          </DialogDescription>
        </DialogHeader>
        {state === 'loading' ? null : state === 'user' ? (
          // Mounted with the dialog, so each opening starts from the form's current title.
          <SaveAsTemplateForm formId={formId} onDone={() => onOpenChange(false)} />
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t(m.notNow)}
            </Button>
            <Button asChild>
              <Link href={`/auth?redirect=${encodeURIComponent(location)}`}>
                {t(m.logInOrRegister)}
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SaveAsTemplateForm({ formId, onDone }: { formId: string; onDone: () => void }) {
  const { autosave } = useBuilderSession();
  const formTitle = useBuilderSelector((state) => state.definition.title);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState(formTitle);
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<TemplateCategory>('other');
  const descriptionId = useId();
  const categoryId = useId();

  const save = useMutation({
    mutationFn: async () => {
      // The server copies the saved form, so edits still waiting for autosave go first.
      if (!(await autosave.flush())) throw new UnsavedChanges();
      await apiRequest('POST', `/api/forms/${encodeURIComponent(formId)}/save-as-template`, {
        title,
        description,
        category,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/templates'),
      });
      toast({
        title: t(m.savedAsTemplateTitle),
        description: t(m.savedAsTemplateDescription, { title: title.trim() }),
        variant: 'success',
        action: { label: t(m.viewMyTemplates), onClick: () => navigate(MY_TEMPLATES_PATH) },
      });
      onDone();
    },
    onError: (error) => {
      if (fieldMessagesOf(error).title) return;
      toast(
        error instanceof UnsavedChanges
          ? {
              title: t(m.saveFirstTitle),
              description: t(m.saveFirstToTemplate),
              variant: 'destructive',
            }
          : {
              title: t(m.saveTemplateFailedTitle),
              description: serverMessageOf(error) ?? t(m.pleaseTryAgain),
              variant: 'destructive',
            },
      );
    },
  });
  const titleError = save.error ? fieldMessagesOf(save.error).title : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <TextField
        label={t(m.templateName)}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={titleError}
        maxLength={300}
        required
      />
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>
          {tRich(m.templateDescription, {
            muted: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
          })}
        </Label>
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={2000}
          placeholder={t(m.templateDescriptionPlaceholder)}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={categoryId}>{t(m.templateCategory)}</Label>
        <NativeSelect
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value as TemplateCategory)}
        >
          {TEMPLATE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {templateCategoryName(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? m.savingTemplate : m.saveTemplate)}
        </Button>
      </DialogFooter>
    </form>
  );
}

class UnsavedChanges extends Error {}
