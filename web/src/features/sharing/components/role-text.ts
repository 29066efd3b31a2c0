import type { CollaboratorRole } from '@core/api/collaboration';
import { sharingMessages as m } from '../messages';

/** One line per role, shown where a role is chosen (issue 14's definitions); messages for `t`. */
export const ROLE_EXPLANATION: Record<CollaboratorRole, string> = {
  viewer: m.roleViewerExplained,
  // Deleting responses is an editor's right (manage-responses.ts checks 'edit'): said, not implied.
  editor: m.roleEditorExplained,
};

/** Each role's name, a message for `t`. */
export const ROLE_LABEL: Record<CollaboratorRole | 'owner', string> = {
  owner: m.roleOwner,
  editor: m.roleEditor,
  viewer: m.roleViewer,
};

/** A person's name for the list: their name, else their username. */
export function personName(person: { name: string | null; username: string }): string {
  const name = person.name?.trim();
  return name ? name : person.username;
}
