import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useFormAccess } from '@/lib/use-form-access';

/**
 * Wraps a form's own screens (edit, preview, settings): a spinner while the form loads, the screen
 * once the server lets this session open it, else the Access Denied toast and /dashboard.
 */
export function FormAccessGuard({ children }: { children: ReactNode }) {
  const { id } = useParams<{ id: string }>();
  const status = useFormAccess(id);
  if (status === 'granted') return <>{children}</>;
  return (
    <PageSpinner
      label={status === 'checking' ? 'Opening the form…' : 'Redirecting to your dashboard…'}
    />
  );
}
