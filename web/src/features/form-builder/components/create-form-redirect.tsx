import { useQueryClient } from '@tanstack/react-query';
import { FilePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { FORMS_LIST_QUERY_KEY, createForm, formQueryKey } from '@/lib/forms-api';
import { formPaths } from '@/lib/form-paths';
import { ensureSessionReady } from '@/lib/session-cache';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BuilderSkeleton } from './builder-skeleton';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/**
 * /forms/new and /form-builder: creates a form (a guest gets a guest session on the way) and
 * replaces the address with the new form's edit URL, so Back does not create another one.
 */
export function CreateFormRedirect() {
  useDocumentTitle(t(m.newFormTitle));
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, also under StrictMode's double effects.
    if (started.current === attempt) return;
    started.current = attempt;
    ensureSessionReady(queryClient)
      .then(() => createForm())
      .then(
        (detail) => {
          queryClient.setQueryData(formQueryKey(detail.id), detail);
          void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
          navigate(formPaths.edit(detail), { replace: true });
        },
        () => setFailed(true),
      );
  }, [attempt, navigate, queryClient]);

  if (failed) {
    return (
      <PageContainer>
        <PageHeader
          eyebrow={<Badge variant="soft">{t(m.formBuilderBadge)}</Badge>}
          title={t(m.newFormTitle)}
        />
        <EmptyState
          icon={FilePlus}
          title={t(m.createFailedTitle)}
          description={t(m.createFailedDescription)}
          action={
            <Button
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t(m.tryAgain)}
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return <BuilderSkeleton label={t(m.creatingForm)} heading={t(m.newFormTitle)} />;
}
