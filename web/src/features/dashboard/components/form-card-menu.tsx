import { ChartColumn, Copy, Ellipsis, Eye, Link2, Settings, Trash } from 'lucide-react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { t } from '@/lib/app-messages/app-messages';
import { formPaths } from '@/lib/form-paths';
import { dashboardMessages as m } from '../messages';

export interface FormCardMenuProps {
  form: FormSummary;
  onCopyLink: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** Everything else one can do with a form, in a menu so the card stays calm. */
export function FormCardMenu({ form, onCopyLink, onDuplicate, onDelete }: FormCardMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t(m.moreActions, { title: form.title })}
        >
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={formPaths.preview(form)}>
            <Eye aria-hidden="true" />
            {t(m.preview)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={formPaths.settings(form)}>
            <Settings aria-hidden="true" />
            {t(m.settings)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={formPaths.responses(form)}>
            <ChartColumn aria-hidden="true" />
            {t(m.responses)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onCopyLink}>
          <Link2 aria-hidden="true" />
          {t(m.copyLink)}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>
          <Copy aria-hidden="true" />
          {t(m.duplicate)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <Trash aria-hidden="true" />
          {t(m.deleteMenu)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
