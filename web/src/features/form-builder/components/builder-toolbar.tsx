import { useQuery } from '@tanstack/react-query';
import { BookmarkPlus, Eye, Redo2, Settings, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CompactLabel, compactButton } from '@/components/ui/compact-label';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths, type FormRef } from '@/lib/form-paths';
import { formQueryKey, parseFormDetail } from '@/lib/forms-api';
import { useBuilderSelector, useBuilderSession } from '../state/builder-context';
import { PublishControls } from './publish-controls';
import { VersionHistory } from './version-history';
import { SaveAsTemplateDialog } from './save-as-template-dialog';
import { SaveStatusIndicator } from './save-status';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export interface BuilderToolbarProps {
  form: FormRef;
  published: boolean;
  onPublishedChange: (published: boolean) => void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The bar above the form: save status, undo/redo, preview, settings and publishing. On a phone the
 * rarer actions (save as template, settings, history, share) are icons, so the bar takes two rows
 * of buttons rather than four; Preview and Publish keep their words.
 */
export function BuilderToolbar({ form, published, onPublishedChange }: BuilderToolbarProps) {
  const { store } = useBuilderSession();
  const canUndo = useBuilderSelector((state) => state.past.length > 0);
  const canRedo = useBuilderSelector((state) => state.future.length > 0);
  const mod = isMac() ? '⌘' : 'Ctrl+';
  const [saveAsTemplate, setSaveAsTemplate] = useState(false);
  const title = useBuilderSelector((state) => state.definition.title);
  const { renderShareButton } = useFormActionSlots();
  // Every save writes the server's answer, with the caller's permissions, to this cache entry.
  const { data: canEdit = false } = useQuery({
    queryKey: formQueryKey(form.id),
    select: (data) => parseFormDetail(data).permissions.canEdit,
    enabled: false,
  });

  return (
    <div className="border-b border-border bg-background/95 sm:sticky sm:top-16 sm:z-30 sm:backdrop-blur">
      <div className="mx-auto flex w-full max-w-(--container-page) flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex items-center gap-2">
          <Badge variant="soft">{t(m.formBuilderBadge)}</Badge>
          <Badge variant={published ? 'success' : 'outline'}>
            {t(published ? m.published : m.draft)}
          </Badge>
        </div>
        <SaveStatusIndicator />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <div className="flex items-center">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t(m.undo)}
              title={t(m.undoTitle, { shortcut: mod })}
              aria-keyshortcuts="Control+Z Meta+Z"
              disabled={!canUndo}
              onClick={() => store.dispatch({ type: 'undo' })}
            >
              <Undo2 aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t(m.redo)}
              title={t(m.redoTitle, { shortcut: mod })}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
              disabled={!canRedo}
              onClick={() => store.dispatch({ type: 'redo' })}
            >
              <Redo2 aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="outline"
            className={compactButton}
            onClick={() => setSaveAsTemplate(true)}
          >
            <BookmarkPlus aria-hidden="true" />
            <CompactLabel>{t(m.saveAsTemplate)}</CompactLabel>
          </Button>
          <Button asChild variant="outline">
            <Link href={formPaths.preview(form)}>
              <Eye aria-hidden="true" />
              {t(m.preview)}
            </Link>
          </Button>
          <Button asChild variant="outline" className={compactButton}>
            <Link href={formPaths.settings(form)}>
              <Settings aria-hidden="true" />
              <CompactLabel>{t(m.settings)}</CompactLabel>
            </Link>
          </Button>
          <VersionHistory formId={form.id} canEdit={canEdit} compact />
          {/* Who may work on the form (features/sharing, provided by the app). */}
          {renderShareButton({ formId: form.id, title, compact: true })}
          <PublishControls
            form={form}
            published={published}
            onPublishedChange={onPublishedChange}
          />
        </div>
      </div>
      <SaveAsTemplateDialog
        formId={form.id}
        open={saveAsTemplate}
        onOpenChange={setSaveAsTemplate}
      />
    </div>
  );
}
