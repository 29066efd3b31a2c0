/**
 * The public page's offline code (ADR 032) in one lazily loaded chunk (ADR 038): the outbox and
 * its scheduler, IndexedDB through idb, files kept offline, the draft's IndexedDB copy, the
 * service worker's registration and the queued submission's view. None of it is needed before the
 * first question can be answered, so the entry leaves it out; load-offline.ts loads it once the
 * form is on screen (and whatever needs it before awaits the same promise).
 */
export { QueuedSubmissionView } from '../components/queued-submission-view';
export { deleteDraftCopy, readDraftCopy, writeDraftCopy } from './draft-copy';
export { submitThroughOutbox } from './offline-submission';
export { uploadOrKeep } from './offline-uploads';
export { pageOutbox } from './page-outbox';
export { startOffline } from './start-offline';
