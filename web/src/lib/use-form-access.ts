import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { formQueryKey } from './form-query-key';
import { t } from '@/lib/app-messages/app-messages';
import { libMessages as m } from './messages';

export type FormAccessStatus = 'checking' | 'granted' | 'denied';

export const ACCESS_DENIED_TOAST = {
  title: t(m.accessDeniedTitle),
  description: t(m.accessDeniedDescription),
  variant: 'destructive',
} as const;

/**
 * The form access check of product spec section 4: GET /api/forms/{id} (the default query function
 * GETs the key's URL; the server answers 404 for a form the session may not open). Any failure
 * counts as denied (spec section 5): the "Access Denied" toast, then /dashboard in place of this
 * page. The form screens read the same cache entry, so the check costs no extra request.
 */
export function useFormAccess(id: string | undefined): FormAccessStatus {
  const [, setLocation] = useLocation();
  const query = useQuery({ queryKey: formQueryKey(id ?? ''), enabled: Boolean(id) });
  const status: FormAccessStatus =
    !id || query.isError ? 'denied' : query.isSuccess ? 'granted' : 'checking';

  useEffect(() => {
    if (status !== 'denied') return;
    toast(ACCESS_DENIED_TOAST);
    setLocation('/dashboard', { replace: true });
  }, [status, setLocation]);

  return status;
}
