/**
 * The translator the renderer speaks with: English unless the host (the public page, the
 * server's render) provides the respondent's language.
 */
import { createContext, useContext } from 'react';
import { ENGLISH } from './catalogue';
import type { Translator } from './translator';

export const TranslatorContext = createContext<Translator>(ENGLISH);

export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}
