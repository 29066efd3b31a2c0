import type { AdminUserSummary } from '@core/api/admin';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

/** Role, plan and a disabled account at a glance. */
export function UserBadges({
  user,
}: {
  user: Pick<AdminUserSummary, 'role' | 'plan' | 'disabledAt'>;
}) {
  return (
    <>
      {user.role === 'admin' ? <Badge variant="default">{t(m.badgeAdmin)}</Badge> : null}
      {user.plan === 'pro' ? (
        <Badge variant="soft">{t(m.badgePro)}</Badge>
      ) : (
        <Badge variant="outline">{t(m.badgeFree)}</Badge>
      )}
      {user.disabledAt ? <Badge variant="destructive">{t(m.badgeDisabled)}</Badge> : null}
    </>
  );
}
