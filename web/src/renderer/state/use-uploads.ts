/**
 * Uploads in progress for one question: checked against the question's accepted types and size
 * first (the same rules the server applies), then handed to the host's upload (renderer-context.ts)
 * with progress. Unmounting cancels them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile } from '@core/api/public';
import type { Question } from '@core/form/definition';
import { describeFailure } from '../i18n/localised-error';
import { useTranslator } from '../i18n/translator-context';
import { type FileProblem, loadEngine } from '../lib/engine';
import { useRendererServices } from './renderer-context';

export interface UploadProgress {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
}

export function useUploads(question: Question, onUploaded: (file: UploadedFile) => void) {
  const { upload: send } = useRendererServices();
  const translator = useTranslator();
  const [active, setActive] = useState<UploadProgress[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Set<AbortController>());
  const nextKey = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const upload = useCallback(
    async (file: Blob, fileName: string): Promise<boolean> => {
      setError(null);
      let problem: FileProblem | null;
      try {
        const engine = await loadEngine();
        problem = engine.checkFile(question, {
          name: fileName,
          size: file.size,
          mimeType: file.type,
        });
      } catch {
        problem = null; // the server checks again anyway
      }
      if (problem) {
        const said =
          problem.code === 'fileType'
            ? translator.t('fileTypeRefused', { types: problem.types })
            : translator.issue(problem);
        setError(`${fileName}: ${said}`);
        return false;
      }
      const key = nextKey.current++;
      const controller = new AbortController();
      controllers.current.add(controller);
      setActive((list) => [...list, { key, name: fileName, progress: 0 }]);
      try {
        const result = await send({
          questionId: question.id,
          file,
          fileName,
          signal: controller.signal,
          onProgress: (progress) =>
            setActive((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
        });
        uploaded.current(result);
        return true;
      } catch (failure) {
        if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
          setError(`${fileName}: ${describeFailure(failure, translator)}`);
        }
        return false;
      } finally {
        controllers.current.delete(controller);
        setActive((list) => list.filter((u) => u.key !== key));
      }
    },
    [send, question, translator],
  );

  return { active, error, setError, upload };
}
