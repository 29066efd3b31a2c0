export { SESSION_QUERY_KEY, SESSION_STALE_TIME, useSession } from './api/use-session';
export { useLogout } from './api/use-logout';
export { SessionEffects } from './components/session-effects';
export { displayName } from './types';
export type { Session, SessionStatus, SessionUser } from './types';
