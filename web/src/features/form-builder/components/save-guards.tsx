import { useBeforeUnload } from '@/lib/use-before-unload';
import { useBuilderSession } from '../state/builder-context';
import { useStoreSelector } from '../state/use-store-selector';
import { ConflictDialog } from './conflict-dialog';

export interface SaveGuardsProps {
  onReload: () => Promise<void>;
  onSaveCopy: () => Promise<void>;
}

/** The leave-page warning while unsaved, and the conflict dialog; re-renders on status only. */
export function SaveGuards({ onReload, onSaveCopy }: SaveGuardsProps) {
  const { autosave } = useBuilderSession();
  const status = useStoreSelector(autosave, (s) => s.kind);
  useBeforeUnload(status !== 'saved');
  return (
    <ConflictDialog open={status === 'conflict'} onReload={onReload} onSaveCopy={onSaveCopy} />
  );
}
