/**
 * Actions on a form that one feature offers and others show. Features may not import each other,
 * so the app provides these renderers (the Share button comes from features/sharing) and the
 * builder's toolbar, the dashboard's cards and the responses page call them. Outside the app (a
 * screen rendered alone in a test) they render nothing.
 */
import { createContext, use, type ReactNode } from 'react';

export interface ShareButtonProps {
  formId: string;
  /** The form's title, for the dialog's heading and the button's accessible name. */
  title: string;
  size?: 'default' | 'sm';
  /** Its word hidden on phones (components/ui/compact-label.tsx), as in a toolbar. */
  compact?: boolean;
}

export interface FormActionSlots {
  renderShareButton: (props: ShareButtonProps) => ReactNode;
}

const NONE: FormActionSlots = { renderShareButton: () => null };

export const FormActionsContext = createContext<FormActionSlots>(NONE);

export function useFormActionSlots(): FormActionSlots {
  return use(FormActionsContext);
}

/** Forms others share with the caller (GET /api/shared-forms); accepting an invitation refreshes it. */
export const SHARED_FORMS_QUERY_KEY = ['shared-forms'] as const;
