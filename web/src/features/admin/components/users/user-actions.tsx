import {
  Ban,
  CircleCheck,
  CircleMinus,
  CirclePlus,
  Crown,
  LogOut,
  ShieldCheck,
  ShieldOff,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import type { AdminUserDetail } from '@core/api/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userActions } from '../../api/admin-api';
import { useAdminAction } from '../../api/use-admin-action';
import { CreditsDialog } from './credits-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { ProDialog } from './pro-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

type Open = 'grant' | 'remove' | 'pro' | 'role' | 'sign-out' | 'disable' | 'delete' | null;

/**
 * What an admin can do to an account. Each action asks first, then says how it went; the server
 * decides what is allowed (never the last admin, never oneself) and its message is shown as is.
 * Buttons keep their place when their label flips (Make admin / Revoke admin), so focus returns
 * to them when a dialog closes.
 */
export function UserActions({ detail, isSelf }: { detail: AdminUserDetail; isSelf: boolean }) {
  const { user } = detail;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = user.username;

  const role = useAdminAction({
    run: (next: 'user' | 'admin') => userActions.setRole(user.id, next),
    success: (_, next) => ({
      title: next === 'admin' ? t(m.roleGiven) : t(m.roleRevoked),
      description: next === 'admin' ? t(m.nowAdmin, { name }) : t(m.noLongerAdmin, { name }),
    }),
    failureTitle: t(m.roleError),
    onDone: close,
    onFailed: close,
  });
  const signOut = useAdminAction({
    run: () => userActions.signOut(user.id),
    success: (result) => ({
      title: t(m.signedOut),
      description: t(m.sessionsEnded, { count: result.sessionsEnded ?? 0, name }),
    }),
    failureTitle: t(m.signOutError),
    onDone: close,
    onFailed: close,
  });
  const disable = useAdminAction({
    run: (disabled: boolean) => userActions.setDisabled(user.id, disabled),
    success: (_, disabled) => ({
      title: disabled ? t(m.accountDisabled) : t(m.accountEnabled),
      description: disabled
        ? t(m.disabledDescription, { name })
        : t(m.enabledDescription, { name }),
    }),
    failureTitle: t(m.disableError),
    onDone: close,
    onFailed: close,
  });

  const isAdmin = user.role === 'admin';
  const disabled = user.disabledAt !== null;
  const proEnd = user.plan === 'pro' ? user.subscription.endDate : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t(m.actionsTitle)}</CardTitle>
        <CardDescription>{isSelf ? t(m.actionsSelf) : t(m.actionsAudited)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen('grant')}>
            <CirclePlus aria-hidden="true" />
            {t(m.grantCredits)}
          </Button>
          <Button variant="outline" onClick={() => setOpen('remove')} disabled={user.credits === 0}>
            <CircleMinus aria-hidden="true" />
            {t(m.removeCredits)}
          </Button>
          <Button
            variant="outline"
            onClick={() => setOpen('pro')}
            disabled={user.subscription.stripe}
            aria-describedby={user.subscription.stripe ? 'admin-pro-stripe' : undefined}
          >
            <Crown aria-hidden="true" />
            {t(m.grantPro)}
          </Button>
          <Button variant="outline" onClick={() => setOpen('sign-out')}>
            <LogOut aria-hidden="true" />
            {t(m.signOutEverywhere)}
          </Button>
        </div>
        {user.subscription.stripe ? (
          <p id="admin-pro-stripe" className="text-sm text-muted-foreground">
            {t(m.proFromStripe)}
          </p>
        ) : null}
        {isSelf ? null : (
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Button variant="outline" onClick={() => setOpen('role')}>
              {isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
              {isAdmin ? t(m.revokeAdmin) : t(m.makeAdmin)}
            </Button>
            <Button variant="outline" onClick={() => setOpen('disable')}>
              {disabled ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
              {disabled ? t(m.enableAccount) : t(m.disableAccount)}
            </Button>
            <Button variant="destructive" onClick={() => setOpen('delete')}>
              <Trash2 aria-hidden="true" />
              {t(m.deleteAccount)}
            </Button>
          </div>
        )}
      </CardContent>

      {open === 'grant' || open === 'remove' ? (
        <CreditsDialog
          mode={open}
          userId={user.id}
          username={name}
          balance={user.credits}
          onClose={close}
        />
      ) : null}
      {open === 'pro' ? (
        <ProDialog userId={user.id} username={name} currentEnd={proEnd} onClose={close} />
      ) : null}
      {open === 'delete' ? (
        <DeleteUserDialog
          userId={user.id}
          username={name}
          formCount={detail.forms.length}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'role'}
        onOpenChange={(next) => !next && close()}
        title={isAdmin ? t(m.revokeAdminTitle, { name }) : t(m.makeAdminTitle, { name })}
        description={isAdmin ? t(m.revokeAdminDescription) : t(m.makeAdminDescription)}
        confirmLabel={isAdmin ? t(m.revokeAdmin) : t(m.makeAdmin)}
        destructive={isAdmin}
        pending={role.isPending}
        pendingLabel={t(m.saving)}
        onConfirm={() => role.mutate(isAdmin ? 'user' : 'admin')}
      />
      <ConfirmDialog
        open={open === 'sign-out'}
        onOpenChange={(next) => !next && close()}
        title={t(m.signOutTitle, { name })}
        description={t(m.signOutDescription, { count: detail.sessions.length })}
        confirmLabel={t(m.signOutEverywhere)}
        pending={signOut.isPending}
        pendingLabel={t(m.signingOut)}
        onConfirm={() => signOut.mutate(undefined)}
      />
      <ConfirmDialog
        open={open === 'disable'}
        onOpenChange={(next) => !next && close()}
        title={disabled ? t(m.enableTitle, { name }) : t(m.disableTitle, { name })}
        description={disabled ? t(m.enableDescription) : t(m.disableDescription)}
        confirmLabel={disabled ? t(m.enableAccount) : t(m.disableAccount)}
        destructive={!disabled}
        pending={disable.isPending}
        pendingLabel={t(m.saving)}
        onConfirm={() => disable.mutate(!disabled)}
      />
    </Card>
  );
}
