import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { toast, TOAST_DURATION } from '@/components/ui/use-toast';
import { emailHasAccount } from './auth-requests';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

/** A recognised returning user is sent to /login two seconds later (product spec section 9). */
export const RETURNING_USER_REDIRECT_MS = 2000;

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Asks the server whether an e-mail has an account (once per address: the call is rate-limited).
 * If it does: the "Welcome Back!" notice, then the sign-in page. A failed check changes nothing;
 * registering still tells the person if the address is taken.
 */
export function useReturningUserCheck(loginPath: string) {
  const [, setLocation] = useLocation();
  const [recognised, setRecognised] = useState(false);
  const checked = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!recognised) return;
    const timer = setTimeout(() => setLocation(loginPath), RETURNING_USER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [recognised, loginPath, setLocation]);

  const check = useCallback((raw: string) => {
    const email = raw.trim().toLowerCase();
    if (!looksLikeEmail(email) || checked.current.has(email)) return;
    checked.current.add(email);
    emailHasAccount(email).then(
      (exists) => {
        if (!exists || !mounted.current) return;
        toast({
          title: t(m.welcomeBackTitle),
          description: t(m.returningDescription),
          duration: TOAST_DURATION.welcomeBack,
        });
        setRecognised(true);
      },
      () => checked.current.delete(email),
    );
  }, []);

  return { recognised, check };
}
