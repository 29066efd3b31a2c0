/**
 * Where a form's screens live. Guest forms (userId -1) are edited, previewed and shown under
 * /anonymous-forms; a signed-in user's forms under /forms (product spec section 2).
 */
import { GUEST_OWNER_ID } from '@core/api/forms';

export interface FormRef {
  id: string;
  userId: number;
}

const isGuestForm = (form: FormRef) => form.userId === GUEST_OWNER_ID;

function base(form: FormRef): string {
  const root = isGuestForm(form) ? '/anonymous-forms' : '/forms';
  return `${root}/${encodeURIComponent(form.id)}`;
}

export const formPaths = {
  edit: (form: FormRef) => `${base(form)}/edit`,
  preview: (form: FormRef) => `${base(form)}/preview`,
  /** One settings route for every form; the server's access check decides. */
  settings: (form: FormRef) => `/forms/${encodeURIComponent(form.id)}/settings`,
  responses: (form: FormRef) => `/forms/${encodeURIComponent(form.id)}/responses`,
  /** The respondent's link. */
  public: (form: FormRef) => base(form),
};

/** The public link as an absolute URL, for copying and sharing. */
export function publicFormUrl(form: FormRef, origin = window.location.origin): string {
  return new URL(formPaths.public(form), origin).toString();
}
