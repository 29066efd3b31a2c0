/**
 * GET /api/invitations/{id}?token=: an invitation as the holder of its link sees it, signed in or
 * not. Two features read it: the invitation page (sharing) and the sign-up page a guest goes to
 * from there (auth), which names the invitation and fills in its address. Features may not import
 * each other, so the query lives here.
 */
import { useQuery } from '@tanstack/react-query';
import { invitationDetailsSchema, type InvitationDetails } from '@core/api/collaboration';

export interface InvitationLink {
  invitationId: string;
  token: string;
}

/** The key is the URL the default query function GETs; the answer is cached raw, parsed by select. */
export const invitationQueryKey = (invitationId: string, token: string) =>
  [
    `/api/invitations/${encodeURIComponent(invitationId)}?token=${encodeURIComponent(token)}`,
  ] as const;

export function parseInvitation(data: unknown): InvitationDetails {
  return invitationDetailsSchema.parse(data);
}

/**
 * The invitation behind a link. `current` fetches it on every mount (the invitation page, where the
 * state decides what can be done); otherwise what this visit already read is used as is.
 */
export function useInvitation(link: InvitationLink | null, { current = false } = {}) {
  return useQuery({
    queryKey: invitationQueryKey(link?.invitationId ?? '', link?.token ?? ''),
    enabled: link !== null,
    select: parseInvitation,
    refetchOnMount: current ? 'always' : true,
  });
}

// The web route of an invitation (core's invitationPath), with an optional trailing slash, query or
// hash, as wouter would match it.
const INVITATION_PATH = /^\/invitations\/([^/?#]+)\/([^/?#]+)\/?(?:[?#]|$)/i;

/** The invitation a site path such as "/invitations/31/abc" opens, or null for any other path. */
export function invitationLinkOf(path: string | null | undefined): InvitationLink | null {
  const match = path ? INVITATION_PATH.exec(path) : null;
  if (!match?.[1] || !match[2]) return null;
  return { invitationId: match[1], token: match[2] };
}
