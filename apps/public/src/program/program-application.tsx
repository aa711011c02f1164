import { ProgramForm } from '@huddle/components';
import { useMemo, useState } from 'react';
import { submitApplication } from '../api/application-responses.ts';
import { createSubmissionKey } from '../api/submission-key.ts';
import { createFormServices } from '../api/form-services.ts';
import type { PublicProgram, SubmittedApplication } from '../api/public-types.ts';
import { disclaimerCodes, requiresLegalDisclaimer } from './legal-disclaimer.ts';
import { OutcomeMessage } from './outcome-message.tsx';
import { toProgramDisplay } from './program-display.ts';
import { SaveErrorDialog } from './save-error-dialog.tsx';
import { saveErrorText, type SaveErrorText } from './save-error-text.ts';

/** Props of ProgramApplication: an open program with its current form version. */
export interface ProgramApplicationProps {
  program: PublicProgram;
  /** Answers to start from (a `?p=` player preload). */
  initialData?: Record<string, unknown>;
  /** Answer paths supplied by the player database: shown disabled (spec §4). */
  lockedFields?: ReadonlySet<string>;
}

/**
 * The application form of an open program (spec §2 'Public application form', §4 'Save'):
 * answers live here so a failed save keeps them; success hides the form and shows
 * 'Your application has been submitted' with the submission message (Legends
 * programs add a link to the public business directory); failure opens
 * the save error app-modal and the form can be submitted again. Where the program asks for
 * the release agreement, the form shows only after 'I accept', so the submission records it (1).
 * The submission names the language the program's texts are shown in, so the emails use it.
 */
export function ProgramApplication({ program, initialData, lockedFields }: ProgramApplicationProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initialData ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const [saveError, setSaveError] = useState<SaveErrorText | null>(null);
  // One key per opened form: every attempt to submit it is the same submission.
  const [submissionKey] = useState(createSubmissionKey);
  const services = useMemo(() => createFormServices(program.eventId), [program.eventId]);

  async function handleSubmit(answers: Record<string, unknown>) {
    if (submitting) return;
    setFormData(answers);
    setSubmitting(true);
    try {
      const agreement = requiresLegalDisclaimer(program) ? { legalDisclaimer: disclaimerCodes.agreed } : {};
      const result = await submitApplication(
        program.eventId,
        { formVersionId: program.formVersion.id, answers, ...agreement, language: program.language ?? 'en' },
        submissionKey,
      );
      setSubmitted(result);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setSaveError(saveErrorText(error));
    } finally {
      setSubmitting(false);
    }
  }

  if (submitted !== null) {
    return (
      <>
        <OutcomeMessage heading="Your application has been submitted" html={submitted.submissionMessage} focusOnShow />
        {program.family === 'legends-directory' ? (
          <p className="app-card">
            <a href="/business-directory">Browse the Legends Business Directory</a>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <ProgramForm
        compiled={program.formVersion.compiled}
        program={toProgramDisplay(program)}
        formData={formData}
        onChange={setFormData}
        onSubmit={handleSubmit}
        submitting={submitting}
        services={services}
        lockedFields={lockedFields}
      />
      <SaveErrorDialog error={saveError} onClose={() => setSaveError(null)} />
    </>
  );
}
