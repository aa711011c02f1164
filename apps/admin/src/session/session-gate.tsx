import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { adminUserQuery } from '../api/admin-user.ts';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { currentUserAtom } from './current-user-atom.ts';

/**
 * Loads the signed-in user (GET /api/admin/user, adminUserQuery) before the app
 * renders and keeps it in currentUserAtom. Without a session (401) the API
 * client has already sent the browser to sign-in, so the gate keeps showing
 * its loading text.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [user, setUser] = useAtom(currentUserAtom);
  const session = useQuery(adminUserQuery());

  useEffect(() => {
    if (session.data !== undefined) setUser(session.data);
  }, [session.data, setUser]);

  if (user !== null && session.data !== undefined) return children;
  const signedOut = session.error instanceof ApiError && session.error.status === 401;
  const failed = session.isError && !session.isFetching && !signedOut;
  return (
    <main className="gate" id="main-content">
      <h1 className="gate__title">Huddle Admin</h1>
      {failed ? (
        <>
          <p role="alert" className="alert alert--error">
            {errorMessage(session.error)}
          </p>
          <Button className="button button--primary" onPress={() => void session.refetch()}>
            {t`Try again`}
          </Button>
        </>
      ) : (
        <p role="status">{t`Signing in...`}</p>
      )}
    </main>
  );
}
