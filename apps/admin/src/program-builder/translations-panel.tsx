import type { ProgramTranslationsResponse, TranslatableText } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { errorMessage } from '../api/api-error.ts';
import { programTranslationsQuery, saveProgramTranslations } from '../api/program-translations.ts';
import { publicProgramQuery } from '../api/programs.ts';
import { translationKey, translationLabels } from './translation-labels.ts';
import { TranslationRow } from './translation-row.tsx';

/** Props of TranslationsPanel: the program and whether the user may save (programs.edit). */
export interface TranslationsPanelProps {
  programId: number;
  canEdit: boolean;
  /**
   * Program texts (name, description, messages, emails) the user may change,
   * as their English settings fields (spec §6: a Legends admin the Legends
   * subset, the legal disclaimer only with its permission); default all.
   */
  editableProgramFields?: readonly string[];
}

function draftsOf(data: ProgramTranslationsResponse): Record<string, string> {
  return Object.fromEntries(data.texts.map((text) => [translationKey(text), text.text ?? '']));
}

/**
 * Spanish texts of a program (issue 14.3): the completeness indicator
 * ('Spanish: 42 of 57 texts') with the list of texts still missing, then,
 * once shown, every applicant-facing text with English and Spanish side by
 * side. Save
 * sends the changed texts only (an emptied one is removed: applicants read
 * the English text again). Read-only without programs.edit.
 */
export function TranslationsPanel({ programId, canEdit, editableProgramFields }: TranslationsPanelProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(programTranslationsQuery(programId));
  const [drafts, setDrafts] = useState<Record<string, string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The texts (a rich-text editor per message and email) are built only when asked for.
  const [open, setOpen] = useState(false);
  const data = query.data;
  const current = drafts ?? (data ? draftsOf(data) : {});
  const labels = useMemo(() => {
    const programFieldLabels: Partial<Record<TranslatableText['field'], string>> = {
      programDisplayName: t`Program name`,
      eventDescription: t`Program description`,
      footerMessage: t`Footer message`,
      submissionMessage: t`Submission message`,
      eventClosedMessage: t`Closed message`,
      legalDisclaimerMessage: t`Legal disclaimer`,
      submissionConfirmatiomEmail: t`Confirmation email`,
      acceptanceEmail: t`Acceptance email`,
      denyEmail: t`Denial email`,
    };
    return translationLabels(data?.texts ?? [], {
      programField: (field) => programFieldLabels[field] ?? field,
      componentName: (name) => t`Component name: ${name}`,
      componentText: (name) => t`Component text: ${name}`,
      question: (n) => t`Question ${n}`,
      option: (question, option) => t`Question ${question}, option ${option}`,
    });
  }, [data, t]);
  const changed = (data?.texts ?? []).filter((text) => (current[translationKey(text)] ?? '') !== (text.text ?? ''));
  const missing = (data?.texts ?? []).flatMap((text, index) => (text.text === null ? [labels[index] ?? ''] : []));

  async function save() {
    if (!data || changed.length === 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const texts = changed.map(({ entityKind, entityId, field }) => ({
        entityKind,
        entityId,
        field,
        text: current[translationKey({ entityKind, entityId, field })] ?? '',
      }));
      const saved = await saveProgramTranslations(programId, { texts });
      queryClient.setQueryData(programTranslationsQuery(programId).queryKey, saved);
      setDrafts(draftsOf(saved));
      void queryClient.invalidateQueries({ queryKey: publicProgramQuery(programId).queryKey });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card builder-panel" aria-labelledby="program-translations-title">
      <div className="builder-panel__header">
        <h2 id="program-translations-title" className="builder-panel__title">
          <Trans>Spanish Texts</Trans>
        </h2>
        <Button className="button button--primary" isDisabled={!canEdit || saving || changed.length === 0} onPress={() => void save()}>
          <Trans>Save Spanish Texts</Trans>
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(query.error)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      ) : null}
      {data ? (
        <>
          <p role="status" className="translation-completeness">
            <Trans>
              Spanish: {data.translated} of {data.total} texts
            </Trans>
          </p>
          {missing.length > 0 ? (
            <details className="translation-missing">
              <summary>
                <Trans>Missing in Spanish ({missing.length})</Trans>
              </summary>
              <ul aria-label={t`Texts missing in Spanish`}>
                {missing.map((label, index) => (
                  <li key={index}>{label}</li>
                ))}
              </ul>
            </details>
          ) : null}
          <Button className="button" aria-expanded={open} aria-controls="program-translation-rows" onPress={() => setOpen(!open)}>
            {open ? <Trans>Hide English and Spanish texts</Trans> : <Trans>Show English and Spanish texts</Trans>}
          </Button>
          <div className="translation-rows" id="program-translation-rows" hidden={!open}>
            {(open ? data.texts : []).map((text: TranslatableText, index) => (
              <TranslationRow
                key={translationKey(text)}
                text={text}
                label={labels[index] ?? ''}
                draft={current[translationKey(text)] ?? ''}
                onChange={(value) => setDrafts({ ...current, [translationKey(text)]: value })}
                canEdit={
                  canEdit &&
                  (text.entityKind !== 'program' || editableProgramFields === undefined || editableProgramFields.includes(text.field))
                }
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
