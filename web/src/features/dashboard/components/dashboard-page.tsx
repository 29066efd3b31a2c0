import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { t } from '@/lib/app-messages/app-messages';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateForm } from '../api/use-create-form';
import { useFormsList } from '../api/use-forms-list';
import { MyFormsPanel } from './my-forms-panel';
import { PublishLimitNote } from './publish-limit-note';
import { SharedFormsPanel } from './shared-forms-panel';
import { dashboardMessages as m } from '../messages';

type DashboardTab = 'mine' | 'shared';

/**
 * The caller's forms (a guest's too), and on a second tab the forms others share with them. The
 * tab lives in the query string (?tab=shared), so a link can open it.
 */
export function DashboardPage() {
  useDocumentTitle(t(m.documentTitle));
  const list = useFormsList();
  const create = useCreateForm();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DashboardTab = searchParams.get('tab') === 'shared' ? 'shared' : 'mine';
  // The session query the app shell shares (features may not import the session feature).
  const session = useQuery<unknown>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: SESSION_STALE_TIME,
  });

  const setTab = (next: DashboardTab) =>
    setSearchParams(
      (params) => {
        if (next === 'shared') params.set('tab', 'shared');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  const createButton = (label: string) => (
    <Button onClick={() => create.mutate()} disabled={create.isPending}>
      <Plus aria-hidden="true" />
      {create.isPending ? t(m.creating) : label}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title={t(m.pageTitle)}
        description={t(m.pageDescription)}
        actions={list.data && list.data.length > 0 ? createButton(t(m.createForm)) : null}
      />
      {session.data ? <PublishLimitNote /> : null}
      <Tabs
        label={t(m.tabs)}
        value={tab}
        onValueChange={setTab}
        className="[&>[role=tablist]]:w-full sm:[&>[role=tablist]]:w-fit"
        items={[
          {
            value: 'mine',
            label: t(m.myFormsTab),
            panel: (
              <MyFormsPanel
                list={list}
                createButton={createButton}
                signedIn={Boolean(session.data)}
              />
            ),
          },
          {
            value: 'shared',
            label: t(m.sharedTab),
            panel: session.isPending ? null : <SharedFormsPanel signedIn={Boolean(session.data)} />,
          },
        ]}
      />
    </PageContainer>
  );
}
