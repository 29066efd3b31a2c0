import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_EXPORT_PATH } from '@core/api/account';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { t } from '@/lib/app-messages/app-messages';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';
import { DeleteAccountDialog } from './delete-account-dialog';
import { profileMessages as m } from '../../messages';

interface SignedInUser {
  username: string;
  authProvider?: string;
}

/**
 * /profile's "Your data" card (issue 20 item 4): download everything the account holds as a ZIP,
 * and delete the account. The download is a link, so the browser saves the streamed file itself.
 */
export function YourDataCard() {
  // The signed-in user the app shell already read (the profile only shows when there is one).
  const user = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser<SignedInUser>,
    staleTime: SESSION_STALE_TIME,
  }).data as SignedInUser | null | undefined;
  const [deleting, setDeleting] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const openedRef = useRef(false);
  // Once the dialog has closed (and its focus trap with it), focus goes back to its button.
  useEffect(() => {
    if (deleting) openedRef.current = true;
    else if (openedRef.current) {
      openedRef.current = false;
      deleteButtonRef.current?.focus();
    }
  }, [deleting]);

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">{t(m.yourDataTitle)}</CardTitle>
        <CardDescription>{t(m.yourDataDescription)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="export-heading" className="grid gap-2">
          <h3 id="export-heading" className="text-sm font-semibold">
            {t(m.downloadYourData)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(m.downloadText)}</p>
          <div>
            <a
              href={ACCOUNT_EXPORT_PATH}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              {t(m.downloadYourData)}
            </a>
          </div>
        </section>
        <section
          aria-labelledby="delete-account-heading"
          className="grid gap-2 rounded-lg border border-destructive/40 p-4"
        >
          <h3 id="delete-account-heading" className="text-sm font-semibold">
            {t(m.deleteAccountHeading)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(m.deleteAccountText)}</p>
          <div>
            <Button
              ref={deleteButtonRef}
              variant="destructive"
              onClick={() => setDeleting(true)}
              disabled={!user}
            >
              {t(m.deleteAccountButton)}
            </Button>
          </div>
        </section>
      </CardContent>
      {user ? (
        <DeleteAccountDialog
          open={deleting}
          onOpenChange={setDeleting}
          username={user.username}
          usesGoogle={user.authProvider === 'google'}
        />
      ) : null}
    </Card>
  );
}
