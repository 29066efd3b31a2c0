import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

export interface AdminActionDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The action is running: the dialog cannot be closed and its buttons are off. */
  pending: boolean;
  /** The server's refusal (or a connection failure) that no field explains. */
  refusal: string | null;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** The submit button stays off until the form can be sent (e.g. a typed confirmation). */
  canSubmit?: boolean;
  /** A decision that cannot be undone is announced as an alert dialog. */
  alert?: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The dialog's fields. */
  children: ReactNode;
}

/**
 * The frame of every admin action dialog (unpublish, credits, Pro, delete): a form with its title,
 * what the action does, its fields, the refusal and Cancel / submit. Each dialog keeps only what is
 * its own: its fields, its validation and its request.
 */
export function AdminActionDialog({
  title,
  description,
  pending,
  refusal,
  submitLabel,
  pendingLabel,
  destructive = false,
  canSubmit = true,
  alert = false,
  onSubmit,
  onClose,
  children,
}: AdminActionDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent {...(alert ? { role: 'alertdialog' } : {})}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t(m.cancel)}
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={!canSubmit || pending}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The refusal to show under the fields: none while the action has not failed, or when the failure
 * is a field's own (shown at that field).
 */
export function refusalOf(
  failed: boolean,
  fieldMessages: Record<string, string>,
  message: string,
): string | null {
  return failed && Object.keys(fieldMessages).length === 0 ? message : null;
}
