import { useEffect } from 'react';

export const APP_NAME = 'Formloom';
const HOME_TITLE = `${APP_NAME} · Forms and surveys people enjoy`;

/** Formats a page title as "Dashboard · Formloom"; without a page name, the home title. */
export function formatDocumentTitle(page?: string): string {
  return page ? `${page} · ${APP_NAME}` : HOME_TITLE;
}

/** Sets document.title for the current screen. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}
