import { createContext, useContext } from 'react';

/** What the inputs need from the page around them: where uploads go. */
export interface RespondentContextValue {
  formId: string;
  draftId: string;
}

export const RespondentContext = createContext<RespondentContextValue | null>(null);

export function useRespondent(): RespondentContextValue {
  const value = useContext(RespondentContext);
  if (!value) throw new Error('useRespondent needs a RespondentContext provider');
  return value;
}
