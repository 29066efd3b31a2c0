/**
 * The words shared by the notifications and mails about sharing, so a role is described the same
 * way in the bell, in the mail and in the Share dialog.
 */
import type { CollaboratorRole } from '@core/api/collaboration';

/** What the role lets someone do to a form, as a verb: "invited you to edit". */
export const roleVerb = (role: CollaboratorRole) => (role === 'editor' ? 'edit' : 'view');

/** "an editor" / "a viewer". */
export const roleNoun = (role: CollaboratorRole) => (role === 'editor' ? 'an editor' : 'a viewer');

export const roleAbilities = (role: CollaboratorRole) =>
  role === 'editor'
    ? 'As an editor you can change, publish and unpublish the form, and see its responses.'
    : 'As a viewer you can see the form, its responses, summaries and exports.';

/** A form title in typographic quotes, as the notifications show it: “Customer survey”. */
export const quoted = (title: string) => `“${title}”`;

/** A person as others see them: their name, else their username. */
export const displayName = (person: { name: string | null; username: string }) =>
  person.name?.trim() || person.username;

/** The screen a collaborator starts on: viewers see results, editors the builder. */
export const formPathFor = (formId: string, role: CollaboratorRole) =>
  role === 'editor' ? `/forms/${formId}/edit` : `/forms/${formId}/responses`;
