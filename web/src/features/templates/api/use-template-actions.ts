import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { TemplateSummary } from '@core/api/templates';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { ensureSessionReady } from '@/lib/session-cache';
import { deleteTemplateRequest, forgetTemplate, createFormFromTemplate } from './templates-api';

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
        title: 'Form created',
        description: `“${template.title}” is now your form. Change anything you like.`,
        variant: 'success',
      });
      navigate(builderPath(form.id));
    },
    onError: (error) =>
      toast({
        title: "Couldn't create a form",
        // A refusal the server explains (too many new forms in an hour) says so; else the network.
        description: serverMessageOf(error) ?? 'Check your connection and try again.',
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
      toast({ title: 'Template deleted', description: `“${template.title}” is gone.` });
    },
    onError: () =>
      toast({
        title: "Couldn't delete the template",
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });
}
