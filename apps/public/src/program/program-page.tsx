import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useState } from 'react';
import type { PublicProgram } from '../api/public-types.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { LegalDisclaimerDialog } from './legal-disclaimer-dialog.tsx';
import { requiresLegalDisclaimer, type DisclaimerDecision } from './legal-disclaimer.ts';
import { OutcomeMessage } from './outcome-message.tsx';
import { LazyProgramApplication } from './lazy-program-application.tsx';
import type { PlayerPreload } from './player-preload.ts';
import { ResumeFailure } from './drafts/resume-failure.tsx';
import type { ResumeOutcome } from './drafts/load-resumed-draft.ts';

/** Props of ProgramPage: the page title of the public path and the loaded program. */
export interface ProgramPageProps {
  title: string;
  program: PublicProgram;
  /** What a `?p=` link preloaded (null: none). */
  playerPreload?: PlayerPreload | null;
  /** Public path of the page (drafts are kept per path). */
  programPath?: string;
  /** What a `?resume=` link gave (null: none). */
  resume?: ResumeOutcome | null;
}

/**
 * A program's public application page (spec §2, §4): the closed page when the
 * application period is over, the release agreement first where the program asks
 * for it, otherwise the application form. A `?p=` player who already enrolled
 * reads 'Thank you for enrolling in {event}.' instead; another starts the form
 * with the player's details locked.
 */
export function ProgramPage({ title, program, playerPreload = null, programPath, resume = null }: ProgramPageProps) {
  useInterfaceLanguage();
  useDocumentTitle(title);
  const [decision, setDecision] = useState<DisclaimerDecision>(requiresLegalDisclaimer(program) ? 'undecided' : 'agreed');

  if (playerPreload?.kind === 'enrolled') {
    return <OutcomeMessage heading={t`Thank you for enrolling in ${program.programDisplayName || program.eventName}.`} html="" />;
  }
  if (program.isClosed) {
    return <OutcomeMessage heading={t`The application for this program is now closed`} html={program.eventClosedMessage} />;
  }
  if (decision === 'declined') {
    return <OutcomeMessage heading={t`You have declined our terms and conditions.`} html={program.submissionMessage} focusOnShow />;
  }
  if (decision === 'undecided') {
    return (
      <section className="app-card" aria-labelledby="program-heading">
        <h1 id="program-heading">{program.programDisplayName || program.eventName}</h1>
        <LegalDisclaimerDialog
          message={program.legalDisclaimerMessage}
          onAccept={() => setDecision('agreed')}
          onDecline={() => setDecision('declined')}
        />
      </section>
    );
  }
  const preloaded = playerPreload?.kind === 'form' ? playerPreload : null;
  return (
    <>
      {resume?.kind === 'failed' ? <ResumeFailure message={resume.message} /> : null}
      <LazyProgramApplication
        program={program}
        initialData={preloaded?.initialData}
        lockedFields={preloaded?.lockedFields}
        programPath={programPath}
        resumed={resume?.kind === 'draft' ? resume.draft : null}
      />
    </>
  );
}
