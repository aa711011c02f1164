import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { fetchAdminUser } from '../api/admin-user.ts';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { currentUserAtom } from './current-user-atom.ts';

type GateState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * Loads the signed-in user (GET /api/admin/user) before the app renders and keeps
 * it in currentUserAtom. Without a session (401) the API client has already sent
 * the browser to sign-in, so the gate keeps showing its loading text.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const setUser = useSetAtom(currentUserAtom);
  const [state, setState] = useState<GateState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    fetchAdminUser().then(
      (user) => {
        if (!active) return;
        setUser(user);
        setState({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!active || (error instanceof ApiError && error.status === 401)) return;
        setState({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [setUser, attempt]);

  if (state.kind === 'ready') return children;
  return (
    <main className="gate" id="main-content">
      <h1 className="gate__title">Huddle Admin</h1>
      {state.kind === 'loading' ? (
        <p role="status">{t`Signing in...`}</p>
      ) : (
        <>
          <p role="alert" className="alert alert--error">
            {state.message}
          </p>
          <Button
            className="button button--primary"
            onPress={() => {
              setState({ kind: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            {t`Try again`}
          </Button>
        </>
      )}
    </main>
  );
}
