import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TemplateSummary } from '@core/api/templates';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { ensureSessionReady } from '@/lib/session-cache';
import { deleteTemplateRequest, forgetTemplate, createFormFromTemplate } from './templates-api';
import { templatesMessages as m } from '../messages';

/**
 * FORMS_LIST_QUERY_KEY of lib/forms-api, spelled out: importing that module would bring the schema
 * library (about 22 KB gzipped) into the gallery's download for one constant.
 */
const FORMS_LIST_QUERY_KEY = ['/api/forms'] as const;

/** The builder's route for a form by id: it works for guest forms and account forms alike. */
export const builderPath = (formId: string) => `/form-builder/${encodeURIComponent(formId)}`;

/**
 * "Use this template": a new form owned by the caller, opened in the builder. A first-time guest
 * gets a guest session first, exactly as "Create Form" does, so the form is theirs.
 */
export function useStartFromTemplate() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (template: Pick<TemplateSummary, 'id' | 'title'>) => {
      await ensureSessionReady(queryClient);
      return createFormFromTemplate(template.id);
    },
    onSuccess: (form, template) => {
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
      toast({
        title: t(m.createdTitle),
        description: t(m.createdDescription, { title: template.title }),
        variant: 'success',
      });
      navigate(builderPath(form.id));
    },
    onError: (error) =>
      toast({
        title: t(m.createFailedTitle),
        // A refusal the server explains (too many new forms in an hour) says so; else the network.
        description: serverMessageOf(error) ?? t(m.checkConnection),
        variant: 'destructive',
      }),
  });
}

/** Deletes one of the caller's own templates. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: TemplateSummary) => deleteTemplateRequest(template.id),
    onSuccess: (_, template) => {
      forgetTemplate(queryClient, template.id);
      toast({
        title: t(m.deletedTitle),
        description: t(m.deletedDescription, { title: template.title }),
      });
    },
    onError: () =>
      toast({
        title: t(m.deleteFailedTitle),
        description: t(m.tryAgain),
        variant: 'destructive',
      }),
  });
}
