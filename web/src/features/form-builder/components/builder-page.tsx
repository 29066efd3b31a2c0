import { Redirect, useParams } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BuilderEditor } from './builder-editor';
import { BuilderLoadError } from './builder-load-error';
import { BuilderSkeleton } from './builder-skeleton';
import { CreateFormRedirect } from './create-form-redirect';
import { useFormDetail } from '@/lib/use-form-detail';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/**
 * The form builder: /forms/new, /form-builder and /form-builder/:id, and a form's edit routes
 * (/forms/:id/edit, /anonymous-forms/:id/edit). Without an id a new form is created first.
 */
export function BuilderPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id) return <CreateFormRedirect />;
  return <EditFormPage key={id} id={id} />;
}

function EditFormPage({ id }: { id: string }) {
  const query = useFormDetail(id);
  useDocumentTitle(t(m.editFormTitle));
  if (query.isError && !query.ready) {
    return <BuilderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.ready || !query.data) return <BuilderSkeleton label={t(m.loadingForm)} />;
  // A viewer never sees builder controls (this route has no access guard): the responses instead.
  if (!query.data.permissions.canEdit)
    return <Redirect to={`/forms/${encodeURIComponent(id)}/responses`} replace />;
  return <BuilderEditor detail={query.data} />;
}
