import type { AdminUserSummary } from '@core/api/admin';
import { Badge } from '@/components/ui/badge';

/** Role, plan and a disabled account at a glance. */
export function UserBadges({
  user,
}: {
  user: Pick<AdminUserSummary, 'role' | 'plan' | 'disabledAt'>;
}) {
  return (
    <>
      {user.role === 'admin' ? <Badge variant="default">Admin</Badge> : null}
      {user.plan === 'pro' ? (
        <Badge variant="soft">Pro</Badge>
      ) : (
        <Badge variant="outline">Free</Badge>
      )}
      {user.disabledAt ? <Badge variant="destructive">Disabled</Badge> : null}
    </>
  );
}
