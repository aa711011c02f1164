import { t } from '@lingui/core/macro';
import { loadFormVersionCode, ProgramForm, refusedFieldLines, useFormValidation, useInterfaceLanguage } from '@huddle/components';
import { useMemo, useState } from 'react';
import { DraftNotice } from './drafts/draft-notice.tsx';
import type { ResumedDraft } from './drafts/restore-draft.ts';
import { SaveForLater } from './drafts/save-for-later.tsx';
import { useApplicationDraft } from './drafts/use-application-draft.ts';
import { submitApplication } from '../api/application-responses.ts';
import { createSubmissionKey } from '../api/submission-key.ts';
import { createFormServices } from '../api/form-services.ts';
import type { PublicProgram, SubmittedApplication } from '../api/public-types.ts';
import { disclaimerCodes, requiresLegalDisclaimer } from './legal-disclaimer.ts';
import { OutcomeMessage } from './outcome-message.tsx';
import { toProgramDisplay } from './program-display.ts';
import { SaveErrorDialog } from './save-error-dialog.tsx';
import { saveErrorText, type SaveErrorText } from './save-error-text.ts';

/**
 * Loads what the application form of `program` renders with (loadFormVersionCode),
 * from this chunk, so the page script need not import the form engine to ask for it.
 */
export const loadProgramApplication = (program: PublicProgram): Promise<void> => loadFormVersionCode(program.formVersion);

/** Props of ProgramApplication: an open program with its current form version. */
export interface ProgramApplicationProps {
  program: PublicProgram;
  /** Answers to start from (a `?p=` player preload). */
  initialData?: Record<string, unknown>;
  /** Answer paths supplied by the player database: shown disabled (spec §4). */
  lockedFields?: ReadonlySet<string>;
  /** Public path the form was opened at (drafts are kept per path and form version); default 'event-{eventId}'. */
  programPath?: string;
  /** A saved draft opened by its emailed link (`?resume=`): the form starts from it. */
  resumed?: ResumedDraft | null;
}

/**
 * The application form of an open program (spec §2 'Public application form', §4 'Save'):
 * answers live here so a failed save keeps them; success hides the form and shows
 * 'Your application has been submitted' with the submission message (Legends
 * programs add a link to the public business directory); failure opens
 * the save error app-modal and the form can be submitted again. Where the program asks for
 * the release agreement, the form shows only after 'I accept', so the submission records it (1).
 * The answers are kept on this device as they change and restored on return
 * (useApplicationDraft, with a notice and 'Start over'), can be saved to finish
 * later (SaveForLater), and are forgotten once submitted; a submission of a
 * saved draft names its token, so the draft closes.
 * The submission names the language the program's texts are shown in, so the emails use it.
 * Renders once the form version's validator module is loaded (suspends until then).
 */
export function ProgramApplication({ program, initialData, lockedFields, programPath, resumed }: ProgramApplicationProps) {
  // The form version's precompiled validator (issue 11): the page compiles nothing; until it is in, the Suspense fallback shows.
  useFormValidation(program.formVersion);
  const language = useInterfaceLanguage();
  const path = programPath ?? `event-${program.eventId}`;
  const draft = useApplicationDraft({ program, programPath: path, initialData, resumed });
  const { formData, setFormData } = draft;
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const [saveError, setSaveError] = useState<SaveErrorText | null>(null);
  // One key per opened form: every attempt to submit it is the same submission.
  const [submissionKey] = useState(createSubmissionKey);
  const services = useMemo(() => createFormServices(program.eventId), [program.eventId]);
  // One object per program: a new one on each keystroke would re-render the header and footer and change every field's form context.
  const display = useMemo(() => toProgramDisplay(program), [program]);

  async function handleSubmit(answers: Record<string, unknown>) {
    if (submitting) return;
    setFormData(answers);
    setSubmitting(true);
    try {
      const agreement = requiresLegalDisclaimer(program) ? { legalDisclaimer: disclaimerCodes.agreed } : {};
      const result = await submitApplication(
        program.eventId,
        {
          formVersionId: program.formVersion.id,
          answers,
          ...agreement,
          language: program.language ?? 'en',
          ...(draft.serverToken === undefined ? {} : { draftToken: draft.serverToken }),
        },
        submissionKey,
      );
      draft.clear();
      setSubmitted(result);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setSaveError(saveErrorText(error, (refused) => refusedFieldLines(program.formVersion.compiled, language || 'en', answers, refused)));
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted !== null) {
    return (
      <>
        <OutcomeMessage heading={t`Your application has been submitted`} html={submitted.submissionMessage} focusOnShow />
        {program.family === 'legends-directory' ? (
          <p className="app-card">
            <a href="/business-directory">{t`Browse the Legends Business Directory`}</a>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      {draft.notice === null ? null : <DraftNotice notice={draft.notice} onStartOver={draft.startOver} />}
      <ProgramForm
        compiled={program.formVersion.compiled}
        program={display}
        formData={formData}
        onChange={setFormData}
        onSubmit={handleSubmit}
        submitting={submitting}
        services={services}
        lockedFields={lockedFields}
      />
      <SaveForLater
        eventId={program.eventId}
        programPath={path}
        formVersionId={program.formVersion.id}
        answers={formData}
        serverToken={draft.serverToken}
        onSaved={draft.setServerToken}
      />
      <SaveErrorDialog error={saveError} onClose={() => setSaveError(null)} />
    </>
  );
}
