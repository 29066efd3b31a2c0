/**
 * The sharing endpoints (core/api/collaboration.ts) as the web client calls them. Every
 * state-changing call carries a JSON body: the server's same-origin rule expects one.
 */
import {
  collaboratorsResponseSchema,
  inviteResponseSchema,
  respondToInvitationResponseSchema,
  type CollaboratorRole,
  type CollaboratorsResponse,
  type PendingInvitation,
} from '@core/api/collaboration';
import { apiRequest } from '@/lib/api-client';

const formUrl = (formId: string, rest: string) => `/api/forms/${encodeURIComponent(formId)}${rest}`;

/** GET /api/forms/{id}/collaborators, read through the default query function. */
export const collaboratorsQueryKey = (formId: string) =>
  [formUrl(formId, '/collaborators')] as const;

export function parseCollaborators(data: unknown): CollaboratorsResponse {
  return collaboratorsResponseSchema.parse(data);
}

export async function inviteCollaborator(
  formId: string,
  recipient: string,
  role: CollaboratorRole,
): Promise<PendingInvitation> {
  const res = await apiRequest('POST', formUrl(formId, '/invitations'), { recipient, role });
  return inviteResponseSchema.parse(await res.json()).invitation;
}

export async function revokeInvitation(formId: string, invitationId: number): Promise<void> {
  await apiRequest('DELETE', formUrl(formId, `/invitations/${invitationId}`), {});
}

export async function changeCollaboratorRole(
  formId: string,
  userId: number,
  role: CollaboratorRole,
): Promise<void> {
  await apiRequest('PATCH', formUrl(formId, `/collaborators/${userId}`), { role });
}

/** Removes a collaborator; a collaborator leaves by removing themself. */
export async function removeCollaborator(formId: string, userId: number): Promise<void> {
  await apiRequest('DELETE', formUrl(formId, `/collaborators/${userId}`), {});
}

export async function transferOwnership(formId: string, userId: number): Promise<void> {
  await apiRequest('POST', formUrl(formId, '/transfer'), { userId });
}

export async function respondToInvitation(
  invitationId: number,
  action: 'accept' | 'decline',
  token: string,
): Promise<{ redirectUrl?: string }> {
  const res = await apiRequest('POST', `/api/invitations/${invitationId}/respond`, {
    action,
    token,
  });
  const text = await res.text();
  return respondToInvitationResponseSchema.parse(text === '' ? {} : JSON.parse(text));
}
