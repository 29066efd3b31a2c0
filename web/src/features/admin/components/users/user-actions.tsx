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
import { plural } from '@/lib/plural';
import { userActions } from '../../api/admin-api';
import { useAdminAction } from '../../api/use-admin-action';
import { CreditsDialog } from './credits-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { ProDialog } from './pro-dialog';

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
      title: next === 'admin' ? 'Admin role given' : 'Admin role revoked',
      description: next === 'admin' ? `${name} is now an admin.` : `${name} is no longer an admin.`,
    }),
    failureTitle: 'The role was not changed',
    onDone: close,
    onFailed: close,
  });
  const signOut = useAdminAction({
    run: () => userActions.signOut(user.id),
    success: (result) => ({
      title: 'Signed out everywhere',
      description: `${plural(result.sessionsEnded ?? 0, 'session')} of ${name} ended.`,
    }),
    failureTitle: 'The sessions were not ended',
    onDone: close,
    onFailed: close,
  });
  const disable = useAdminAction({
    run: (disabled: boolean) => userActions.setDisabled(user.id, disabled),
    success: (_, disabled) => ({
      title: disabled ? 'Account disabled' : 'Account enabled',
      description: disabled
        ? `${name} cannot sign in, and their published forms stop accepting responses.`
        : `${name} can sign in again.`,
    }),
    failureTitle: 'The account was not changed',
    onDone: close,
    onFailed: close,
  });

  const isAdmin = user.role === 'admin';
  const disabled = user.disabledAt !== null;
  const proEnd = user.plan === 'pro' ? user.subscription.endDate : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Actions</CardTitle>
        <CardDescription>
          {isSelf
            ? 'This is your own account: revoking your admin role, disabling and deleting it are done by another admin.'
            : 'Every action is written to the audit log.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setOpen('grant')}>
            <CirclePlus aria-hidden="true" />
            Grant credits
          </Button>
          <Button variant="outline" onClick={() => setOpen('remove')} disabled={user.credits === 0}>
            <CircleMinus aria-hidden="true" />
            Remove credits
          </Button>
          <Button
            variant="outline"
            onClick={() => setOpen('pro')}
            disabled={user.subscription.stripe}
            aria-describedby={user.subscription.stripe ? 'admin-pro-stripe' : undefined}
          >
            <Crown aria-hidden="true" />
            Grant Pro
          </Button>
          <Button variant="outline" onClick={() => setOpen('sign-out')}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </Button>
        </div>
        {user.subscription.stripe ? (
          <p id="admin-pro-stripe" className="text-sm text-muted-foreground">
            Pro cannot be granted: this user pays for it through Stripe.
          </p>
        ) : null}
        {isSelf ? null : (
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Button variant="outline" onClick={() => setOpen('role')}>
              {isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
              {isAdmin ? 'Revoke admin' : 'Make admin'}
            </Button>
            <Button variant="outline" onClick={() => setOpen('disable')}>
              {disabled ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
              {disabled ? 'Enable account' : 'Disable account'}
            </Button>
            <Button variant="destructive" onClick={() => setOpen('delete')}>
              <Trash2 aria-hidden="true" />
              Delete account
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
        title={isAdmin ? `Revoke ${name}'s admin role?` : `Make ${name} an admin?`}
        description={
          isAdmin
            ? 'They lose the console and access to other people’s forms at their next request.'
            : 'They get this console and can open, change and delete anyone’s forms and accounts.'
        }
        confirmLabel={isAdmin ? 'Revoke admin' : 'Make admin'}
        destructive={isAdmin}
        pending={role.isPending}
        pendingLabel="Saving…"
        onConfirm={() => role.mutate(isAdmin ? 'user' : 'admin')}
      />
      <ConfirmDialog
        open={open === 'sign-out'}
        onOpenChange={(next) => !next && close()}
        title={`Sign ${name} out everywhere?`}
        description={`Every session ends, on every device (${plural(detail.sessions.length, 'session')} now). They can sign in again.`}
        confirmLabel="Sign out everywhere"
        pending={signOut.isPending}
        pendingLabel="Signing out…"
        onConfirm={() => signOut.mutate(undefined)}
      />
      <ConfirmDialog
        open={open === 'disable'}
        onOpenChange={(next) => !next && close()}
        title={disabled ? `Enable ${name}'s account?` : `Disable ${name}'s account?`}
        description={
          disabled
            ? 'They can sign in again, and their published forms accept responses again.'
            : 'They are signed out and cannot sign in; their published forms show “This form is not accepting responses”.'
        }
        confirmLabel={disabled ? 'Enable account' : 'Disable account'}
        destructive={!disabled}
        pending={disable.isPending}
        pendingLabel="Saving…"
        onConfirm={() => disable.mutate(!disabled)}
      />
    </Card>
  );
}
