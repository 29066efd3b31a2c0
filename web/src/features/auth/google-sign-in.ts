/**
 * Google sign-in through the hosted identity service (product spec section 1): the account chooser
 * is always shown and the email and profile scopes are requested. The popup yields an ID token,
 * which the server verifies and turns into its own session (DESIGN.md section 5); the browser's
 * Firebase state is never used as identity.
 *
 * The Firebase SDK is large, so it is imported only here, on demand: `preloadGoogleSignIn()` when
 * the button shows, so the click can open the popup without waiting for the download (a popup
 * opened long after the click is blocked).
 */
import { userEnvelopeSchema, type User } from '@core/api/auth';
import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuth from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

export interface GoogleProviderConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

const FIREBASE_APP_NAME = 'formloom';

let sdk: Promise<[typeof FirebaseApp, typeof FirebaseAuth]> | null = null;

function loadFirebase() {
  sdk ??= Promise.all([import('firebase/app'), import('firebase/auth')]).catch((error: unknown) => {
    // A failed download (offline, deploy in between) may succeed on the next click.
    sdk = null;
    throw error;
  });
  return sdk;
}

export function preloadGoogleSignIn(): void {
  loadFirebase().catch(() => undefined);
}

/** Errors that mean the person closed or replaced the chooser: not a failure to report. */
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

export function isGoogleSignInCancelled(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CANCELLED.has(code);
}

/** Opens the Google account chooser and signs in on the server with the resulting ID token. */
export async function signInWithGoogle(config: GoogleProviderConfig): Promise<User> {
  const [firebaseApp, firebaseAuth] = await loadFirebase();
  const app =
    firebaseApp.getApps().find((existing) => existing.name === FIREBASE_APP_NAME) ??
    firebaseApp.initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      FIREBASE_APP_NAME,
    );
  const auth = firebaseAuth.getAuth(app);
  // Sign-in persistence is the browser's local storage (product spec section 4).
  await firebaseAuth.setPersistence(auth, firebaseAuth.browserLocalPersistence);

  const provider = new firebaseAuth.GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });

  const credential = await firebaseAuth.signInWithPopup(auth, provider);
  const idToken = await credential.user.getIdToken();
  const res = await apiRequest('POST', '/api/auth/firebase-session', { idToken });
  return userEnvelopeSchema.parse(await res.json()).user;
}
