import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import './drafts.css';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { createServerDraft, updateServerDraft } from '../../api/drafts-api.ts';

/** Props of SaveForLater: the answers so far and where they belong. */
export interface SaveForLaterProps {
  eventId: number;
  programPath: string;
  formVersionId: number;
  answers: Record<string, unknown>;
  /** Resume token of the draft already saved (then the same draft is saved again, no new email). */
  serverToken: string | undefined;
  onSaved(token: string): void;
}

type SaveState =
  { kind: 'idle' } | { kind: 'asking' } | { kind: 'saving' } | { kind: 'saved'; text: string } | { kind: 'failed'; text: string };

/** The expiry date in the interface language (spec §1: English and Spanish). */
function formatUntil(date: Date): string {
  return new Intl.DateTimeFormat(i18n.locale === 'es' ? 'es' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

function savedWithEmailText(address: string, until: string): string {
  return t`Saved. We emailed a link to ${address} to finish your application on any device until ${until}.`;
}

/**
 * 'Save and finish later': asks for an email address and stores the answers
 * on the server (POST drafts); the resume link is emailed and works for 30
 * days on any device. A draft already saved (or opened by its link) is saved
 * again under the same link. Results and failures are announced (role=status / alert).
 */
export function SaveForLater({ eventId, programPath, formVersionId, answers, serverToken, onSaved }: SaveForLaterProps) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [email, setEmail] = useState('');

  async function save(send: () => Promise<{ token: string; expiresAt: string }>, savedText: (until: string) => string) {
    setState({ kind: 'saving' });
    try {
      const saved = await send();
      onSaved(saved.token);
      setState({ kind: 'saved', text: savedText(formatUntil(new Date(saved.expiresAt))) });
    } catch (error) {
      setState({ kind: 'failed', text: failureText(error) });
    }
  }

  function saveNew(event: FormEvent) {
    event.preventDefault();
    void save(
      () => createServerDraft(eventId, { formVersionId, answers, email: email.trim(), programPath }),
      (until) => savedWithEmailText(email.trim(), until),
    );
  }

  function saveAgain() {
    if (serverToken === undefined) return;
    void save(
      () => updateServerDraft(serverToken, { formVersionId, answers }),
      (until) => t`Saved. Use the link we emailed you to finish your application until ${until}.`,
    );
  }

  return (
    <section className="app-card save-for-later" aria-labelledby="save-for-later-heading">
      <h2 id="save-for-later-heading">{t`Finish later`}</h2>
      {state.kind === 'asking' || (state.kind === 'failed' && serverToken === undefined) ? (
        <form onSubmit={saveNew} className="save-for-later__form">
          <label htmlFor="save-for-later-email">{t`Email address for the link`}</label>
          <input
            id="save-for-later-email"
            type="email"
            required
            autoComplete="email"
            maxLength={320}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="app-button app-button--primary">
            {t`Email me a link`}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="app-button"
          disabled={state.kind === 'saving'}
          onClick={() => (serverToken === undefined ? setState({ kind: 'asking' }) : saveAgain())}
        >
          {state.kind === 'saving' ? t`Saving...` : t`Save and finish later`}
        </button>
      )}
      <div role="status">{state.kind === 'saved' ? <p>{state.text}</p> : null}</div>
      {state.kind === 'failed' ? (
        <p role="alert" className="payment-error">
          {state.text}
        </p>
      ) : null}
    </section>
  );
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const email = error.invalidParams.find((param) => param.name === 'email');
    if (email !== undefined) return t`Please enter a valid email address.`;
    return error.message;
  }
  return t`Your answers could not be saved. Please check your connection and try again.`;
}
