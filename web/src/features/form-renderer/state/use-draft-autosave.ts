/**
 * Autosave: every change is written to this device at once (localStorage and IndexedDB, so a
 * reload loses nothing) and to the server a second after typing pauses, so the "continue on
 * another device" link has the latest answers. Leaving the page flushes a pending save with a
 * keepalive request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answers } from '@core/form/definition';
import { saveDraft } from '../api/public-api';
import { writeLocalDraft } from '../lib/local-draft';
import { withOffline } from '../offline/load-offline';

export const AUTOSAVE_DELAY_MS = 1000;

interface AutosaveOptions {
  formId: string;
  draftId: string;
  /** What to keep (CAPTCHA payloads are single-use and left out). */
  answers: Answers;
  pageIndex: number;
  /** False until the respondent has answered something: visitors who only look leave no draft. */
  active: boolean;
  initialResumeToken: string | null;
  /** The published version shown (ADR 036), kept with the draft and sent with each save. */
  formVersion: number | null;
}

interface SaveState {
  saving: boolean;
  again: boolean;
  dirty: boolean;
  stopped: boolean;
}

export function useDraftAutosave({
  formId,
  draftId,
  answers,
  pageIndex,
  active,
  initialResumeToken,
  formVersion,
}: AutosaveOptions) {
  const [resumeToken, setResumeToken] = useState(initialResumeToken);
  const latest = useRef({ draftId, answers });
  const run = useRef<SaveState>({ saving: false, again: false, dirty: false, stopped: false });
  const flush = useRef<(keepalive?: boolean) => Promise<void>>(async () => undefined);

  useEffect(() => {
    latest.current = { draftId, answers };
  }, [draftId, answers]);

  // One save at a time; changes made during a save are sent right after it.
  useEffect(() => {
    const state = run.current;
    const save = async (keepalive = false): Promise<void> => {
      if (state.stopped || !state.dirty) return;
      if (state.saving && !keepalive) {
        state.again = true;
        return;
      }
      state.saving = true;
      state.dirty = false;
      try {
        const saved = await saveDraft(
          formId,
          latest.current.draftId,
          latest.current.answers,
          keepalive,
          formVersion,
        );
        if (saved && !state.stopped) setResumeToken(saved.resumeToken);
      } catch {
        state.dirty = true; // offline: the next change or leaving the page tries again
      } finally {
        state.saving = false;
        if (state.again) {
          state.again = false;
          void save();
        }
      }
    };
    flush.current = save;
  }, [formId, formVersion]);

  useEffect(() => {
    if (!active || run.current.stopped) return;
    writeLocalDraft(formId, { answers, pageIndex, resumeToken, formVersion });
    withOffline((chunk) =>
      chunk.writeDraftCopy(formId, draftId, { answers, pageIndex, resumeToken, formVersion }),
    );
  }, [active, formId, draftId, answers, pageIndex, resumeToken, formVersion]);

  useEffect(() => {
    if (!active || run.current.stopped) return;
    run.current.dirty = true;
    const timer = window.setTimeout(() => void flush.current(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, answers, draftId]);

  useEffect(() => {
    const onHide = () => void flush.current(true);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  /** After a submission: nothing more is saved (the server froze the draft anyway). */
  const stop = useCallback(() => {
    run.current.stopped = true;
  }, []);

  return { resumeToken, setResumeToken, stop };
}
