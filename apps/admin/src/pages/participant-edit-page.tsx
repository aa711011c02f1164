import '../participants/participants.css';
import { ProgramForm, useFormValidation } from '@huddle/components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { invalidateParticipants } from '../api/participants.ts';
import { useMemo, useState } from 'react';
import { saveParticipantResponses } from '../api/participant-responses.ts';
import { legendLockedFields } from '../participants/legend-locked-fields.ts';
import { MessageModal } from '../participants/message-modal.tsx';
import { participantName } from '../participants/participant-name.ts';
import { saveErrorText, type SaveErrorText } from '../participants/save-error-text.ts';
import { usePermissions } from '../session/current-user-atom.ts';
import { usePageTitle } from '../shell/use-page-title.ts';

const route = getRouteApi('/$area/programs/$programId/participant-edit/$id');

/**
 * /app/{area}/programs/{programId}/participant-edit/{id} (spec §2, the admin
 * variant of the application form): the participant's answers in their own
 * form version, validated as they change (Submit stays inactive until every
 * required field is valid), saved with PUT /api/events/{eventId}/responses/{id}.
 * An existing Legends application keeps its legend (player database)
 * fields disabled. Success goes to the program's participants list (spec §2: after a successful
 * application save in the admin application form); failure opens 'Failed to save your
 * data.' with the server's text, and the form keeps the answers (spec §4, §8).
 */
export function ParticipantEditPage() {
  const { t } = useLingui();
  const { detail, program } = route.useLoaderData();
  useFormValidation(detail.formVersion);
  const { area, programId, id } = route.useParams();
  const navigate = route.useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [formData, setFormData] = useState<Record<string, unknown>>(detail.answers);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<SaveErrorText | null>(null);
  const name = participantName(detail.participant);
  const lockedFields = useMemo(() => legendLockedFields(detail.formVersion.compiled, detail.answers), [detail]);
  usePageTitle(t`Edit ${name}`);

  async function save(answers: Record<string, unknown>) {
    if (saving) return;
    setFormData(answers);
    setSaving(true);
    try {
      await saveParticipantResponses(Number(programId), detail.participant.id, { formVersionId: detail.formVersion.id, answers });
      await invalidateParticipants(queryClient, Number(programId));
      await router.invalidate();
      await navigate({ to: '/$area/programs/$programId/participants', params: { area, programId } });
    } catch (error) {
      setSaveError(saveErrorText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="page participant-edit" aria-labelledby="page-title">
      <Link to="/$area/programs/$programId/participant-detail/$id" params={{ area, programId, id }} className="back-link">
        <Trans>Back to Participant Detail</Trans>
      </Link>
      <h1 id="page-title">
        <Trans>Edit {name}</Trans>
      </h1>
      {permissions.includes('participants.edit') ? (
        <div className="card">
          <ProgramForm
            compiled={detail.formVersion.compiled}
            program={program}
            formData={formData}
            onChange={setFormData}
            onSubmit={save}
            submitting={saving}
            lockedFields={lockedFields}
          />
        </div>
      ) : (
        <p role="alert" className="alert alert--error">
          <Trans>You do not have permission to edit this application.</Trans>
        </p>
      )}
      <MessageModal title={saveError ? t`Failed to save your data.` : null} role="alertdialog" onClose={() => setSaveError(null)}>
        <p>{saveError?.detail ?? t`Unknown Error`}</p>
        {saveError && saveError.fieldErrors.length > 0 ? (
          <ul className="answer-list">
            {saveError.fieldErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </MessageModal>
    </section>
  );
}
