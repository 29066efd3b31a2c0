/**
 * "Continue on another device": a page opened with ?resume={token} loads that draft from the
 * server; its answers replace whatever this device had. The token then leaves the address bar, so
 * a reload keeps this device's newer answers instead of fetching the old ones again.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchResumedDraft, type ResumedDraft } from '../api/public-api';

export function useResumeLink(
  formId: string,
  onResumed: (draft: ResumedDraft, token: string) => void,
  onFailed: () => void,
): void {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('resume'));
  const handlers = useRef({ onResumed, onFailed });
  useEffect(() => {
    handlers.current = { onResumed, onFailed };
  });

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchResumedDraft(token).then(
      (draft) => {
        if (!live) return;
        const url = new URL(window.location.href);
        url.searchParams.delete('resume');
        window.history.replaceState(window.history.state, '', url.toString());
        if (draft && draft.formId === formId) handlers.current.onResumed(draft, token);
        else handlers.current.onFailed();
      },
      () => live && handlers.current.onFailed(),
    );
    return () => {
      live = false;
    };
  }, [formId, token]);
}
