import { useState, type FormEvent } from 'react';
import { confirmsUsername } from '@core/api/account';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useDeleteAccount } from '../../api/account-data-api';
import { profileMessages as m } from '../../messages';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** The account signs in with Google: it has no password to type, a fresh sign-in confirms. */
  usesGoogle: boolean;
}

/** What the server's refusal asks for: the password again, or a fresh Google sign-in. */
/** What goes with the account, as the deletion dialog lists it. */
const DELETION_ITEMS = [
  m.deleteGoesForms,
  m.deleteGoesResponses,
  m.deleteGoesSettings,
  m.deleteGoesSharedAccess,
  m.deleteGoesSessions,
] as const;

function reauthOf(error: unknown): 'password' | 'google' | null {
  if (!isApiError(error) || error.code !== 'REAUTH_REQUIRED') return null;
  const reauth = (error.data as { reauth?: unknown } | undefined)?.reauth;
  return reauth === 'google' ? 'google' : 'password';
}

/** The dialog's form; mounted only while the dialog is open, so what was typed goes with it. */
function DeleteAccountForm({
  username,
  usesGoogle,
  remove,
  onCancel,
}: {
  username: string;
  usesGoogle: boolean;
  remove: ReturnType<typeof useDeleteAccount>;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const reauth = reauthOf(remove.error);
  // A Google account that turns out to have a password is asked for it like anyone else.
  const askPassword = !usesGoogle || reauth === 'password';
  const confirmed = confirmsUsername(typed, username) && (!askPassword || password !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(askPassword ? { currentPassword: password } : {});
  };

  const passwordError = reauth === 'password' ? serverMessageOf(remove.error) : undefined;
  const otherError =
    remove.isError && reauth !== 'password'
      ? reauth === 'google'
        ? t(m.deleteGoogleAgain)
        : (serverMessageOf(remove.error) ?? t(m.notDeleted))
      : null;

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t(m.deleteTitle)}</DialogTitle>
        <DialogDescription>{t(m.deleteDescription)}</DialogDescription>
      </DialogHeader>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {DELETION_ITEMS.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <TextField
        label={t(m.typeUsername, { username })}
        name="confirmUsername"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoFocus
      />
      {askPassword ? (
        <TextField
          label={t(m.currentPassword)}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
      ) : null}
      {otherError ? (
        <p role="alert" className="text-sm text-destructive">
          {otherError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={remove.isPending}>
          {t(m.cancel)}
        </Button>
        <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
          {t(remove.isPending ? m.deleting : m.deleteAccount)}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Deleting the account: says what goes, asks for the username typed out and the current password
 * (a Google-only account confirms with a Google sign-in of the last five minutes instead), and
 * only then enables the red button. Success takes the person home, signed out.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  username,
  usesGoogle,
}: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const change = (next: boolean) => {
    if (remove.isPending) return;
    // A refusal shown last time is not shown when the dialog opens again.
    if (!next) remove.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent role="alertdialog">
        <DeleteAccountForm
          username={username}
          usesGoogle={usesGoogle}
          remove={remove}
          onCancel={() => change(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
