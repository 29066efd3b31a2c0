import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formQueryKey } from '@/lib/form-query-key';
import { useFormAccess } from '@/lib/use-form-access';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

export const VIEW_ONLY_TOAST = {
  title: t(m.viewOnlyTitle),
  description: t(m.viewOnlyDescription),
};

/**
 * Wraps a form's own screens (edit, preview, settings): a spinner while the form loads, the screen
 * once the server lets this session open it, else the Access Denied toast and /dashboard.
 *
 * With `needsEdit` (the builder, the settings), a viewer is taken to the form's responses instead,
 * with a toast that says why: a viewer never sees builder controls (the server refuses their
 * changes anyway).
 */
export function FormAccessGuard({
  children,
  needsEdit = false,
}: {
  children: ReactNode;
  needsEdit?: boolean;
}) {
  const { id } = useParams<{ id: string }>();
  const status = useFormAccess(id);
  const [, setLocation] = useLocation();
  // The same cache entry as the access check: no request of its own.
  const form = useQuery<unknown>({ queryKey: formQueryKey(id ?? ''), enabled: false });
  const viewOnly = needsEdit && status === 'granted' && !canEdit(form.data);

  useEffect(() => {
    if (!viewOnly || !id) return;
    toast(VIEW_ONLY_TOAST);
    setLocation(`/forms/${encodeURIComponent(id)}/responses`, { replace: true });
  }, [viewOnly, id, setLocation]);

  if (status === 'granted' && !viewOnly) return <>{children}</>;
  return (
    <PageSpinner
      label={
        status === 'checking'
          ? t(m.openingForm)
          : viewOnly
            ? t(m.openingResponses)
            : t(m.redirectingToDashboard)
      }
    />
  );
}

/**
 * Read by hand from the raw form: the guard is part of the first download, which stays free of the
 * schema library. A form without permissions (none is, once the server sends them) counts as
 * editable, and the server decides.
 */
function canEdit(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return true;
  const permissions = (data as { permissions?: { canEdit?: unknown } }).permissions;
  return permissions?.canEdit !== false;
}
