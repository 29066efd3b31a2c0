import type { CollaboratorRole } from '@core/api/collaboration';

/** One line per role, shown where a role is chosen (issue 14's definitions). */
export const ROLE_EXPLANATION: Record<CollaboratorRole, string> = {
  viewer: 'Sees the form, its responses, summaries and exports. Cannot change anything.',
  // Deleting responses is an editor's right (manage-responses.ts checks 'edit'): said, not implied.
  editor:
    'Also edits, publishes and unpublishes, and can delete responses. Cannot delete, share or transfer the form.',
};

export const ROLE_LABEL: Record<CollaboratorRole | 'owner', string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** A person's name for the list: their name, else their username. */
export function personName(person: { name: string | null; username: string }): string {
  const name = person.name?.trim();
  return name ? name : person.username;
}
