import type { OptionCreateRequest, Question, QuestionCreateRequest } from '@huddle/schemas';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '../api/api-error.ts';
import {
  createProgramQuestion,
  createQuestionOption,
  deleteProgramQuestion,
  deleteQuestionOption,
  programQuestionsQuery,
  setQuestionDisplayOrder,
  updateProgramQuestion,
  updateQuestionOption,
} from '../api/program-builder-questions.ts';
import { CreateQuestionModal } from './create-question-modal.tsx';
import { QuestionDetails } from './question-details.tsx';
import { applyQuestionEdit, type QuestionEdit, questionEditOf, questionUpdateRequest, sortQuestions } from './question-edit.ts';
import { QuestionsTable } from './questions-table.tsx';
import { draftQuestions, useDraftSync } from './use-draft-sync.ts';

/** Props of QuestionsPanel: the program, what the user may do (spec §6) and who to tell when the form changed. */
export interface QuestionsPanelProps {
  programId: number;
  /** programs.edit: edit, order, delete questions and their options. */
  canEdit: boolean;
  /** programs.questions.create: 'New' (admins only). */
  canCreate: boolean;
  /** Called after a save that may have made a new form version. */
  onFormChanged(): void;
}

function problemText(error: unknown): string {
  const reasons = error instanceof ApiError ? error.invalid_params.map((param) => `${param.name}: ${param.reason}`) : [];
  return [errorMessage(error), ...reasons].join(' ');
}

function sameEdit(a: QuestionEdit, b: QuestionEdit): boolean {
  return (
    a.questionTypeId === b.questionTypeId &&
    a.questionText === b.questionText &&
    a.displayOrder === b.displayOrder &&
    a.characterLimit === b.characterLimit
  );
}

/**
 * The Program Questions panel (spec §2): the questions table, 'New' with the
 * 'Create Question' modal (admins only), and the 'Question Details' side
 * panel. The questions, with the unsaved Question Details edit, go to the
 * program draft on every edit (the live preview).
 */
export function QuestionsPanel({ programId, canEdit, canCreate, onFormChanged }: QuestionsPanelProps) {
  const queryClient = useQueryClient();
  const list = useQuery(programQuestionsQuery(programId));
  const setQuestions = useCallback(
    (update: (current: Question[]) => Question[]) =>
      queryClient.setQueryData(programQuestionsQuery(programId).queryKey, (current) => (current === undefined ? current : update(current))),
    [queryClient, programId],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [edit, setEdit] = useState<QuestionEdit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [detailsFailure, setDetailsFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const questions = list.data ?? null;
  const selected = questions?.find((question) => question.questionId === selectedId) ?? null;
  const savedEdit = useMemo(() => (selected === null ? null : questionEditOf(selected)), [selected]);
  const shownEdit = edit !== null && edit.questionId === selectedId ? edit : savedEdit;
  const changed = shownEdit !== null && savedEdit !== null && !sameEdit(shownEdit, savedEdit);
  const drafted = useMemo(
    () =>
      questions === null || edit === null
        ? questions
        : questions.map((question) => (question.questionId === edit.questionId ? applyQuestionEdit(question, edit) : question)),
    [questions, edit],
  );
  useDraftSync(programId, drafted, draftQuestions);

  const replace = (saved: Question) =>
    setQuestions((current) => sortQuestions(current.map((question) => (question.questionId === saved.questionId ? saved : question))));

  const run = async (work: () => Promise<void>): Promise<void> => {
    setFailure(null);
    try {
      await work();
      onFormChanged();
    } catch (error) {
      setFailure(problemText(error));
    }
  };

  const select = (questionId: number) => {
    if (questionId !== selectedId) {
      setEdit(null);
      setDetailsFailure(null);
    }
    setSelectedId(questionId);
  };

  const create = async (body: QuestionCreateRequest): Promise<string | null> => {
    try {
      const question = await createProgramQuestion(programId, body);
      setQuestions((current) => sortQuestions([...current, question]));
      setEdit(null);
      setSelectedId(question.questionId);
      onFormChanged();
      return null;
    } catch (error) {
      return problemText(error);
    }
  };

  const order = (questionId: number, displayOrder: number) =>
    void run(async () => {
      const next = await setQuestionDisplayOrder(programId, questionId, displayOrder);
      setQuestions(() => next);
      if (edit?.questionId === questionId) setEdit({ ...edit, displayOrder: String(displayOrder) });
    });

  const remove = (questionId: number) =>
    void run(async () => {
      await deleteProgramQuestion(programId, questionId);
      setQuestions((current) => current.filter((question) => question.questionId !== questionId));
      if (selectedId === questionId) {
        setSelectedId(null);
        setEdit(null);
      }
    });

  const save = async () => {
    if (shownEdit === null) return;
    setSaving(true);
    setDetailsFailure(null);
    try {
      replace(await updateProgramQuestion(programId, shownEdit.questionId, questionUpdateRequest(shownEdit)));
      setEdit(null);
      onFormChanged();
    } catch (error) {
      setDetailsFailure(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  const saveOption = async (optionId: number | null, body: OptionCreateRequest): Promise<string | null> => {
    if (selected === null) return null;
    try {
      replace(
        optionId === null
          ? await createQuestionOption(programId, selected.questionId, body)
          : await updateQuestionOption(programId, selected.questionId, optionId, body),
      );
      onFormChanged();
      return null;
    } catch (error) {
      return problemText(error);
    }
  };

  const deleteOption = (optionId: number) =>
    void run(async () => {
      if (selected === null) return;
      await deleteQuestionOption(programId, selected.questionId, optionId);
      replace({ ...selected, questionOptions: selected.questionOptions.filter((option) => option.optionId !== optionId) });
    });

  return (
    <section className="card builder-panel" aria-labelledby="program-questions-title">
      <div className="builder-panel__header">
        <h2 id="program-questions-title" className="builder-panel__title">
          <Trans>Program Questions</Trans>
        </h2>
        <CreateQuestionModal isDisabled={!canCreate || questions === null} onCreate={create} />
      </div>
      {list.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {failure === null ? null : (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      )}
      <div className="builder-panel__body">
        <div className="builder-panel__list">
          {questions === null ? (
            list.isPending ? (
              <p className="muted">
                <Trans>Loading...</Trans>
              </p>
            ) : null
          ) : (
            <QuestionsTable
              questions={questions}
              selectedId={selectedId}
              canEdit={canEdit}
              onSelect={select}
              onOrder={order}
              onDelete={remove}
            />
          )}
        </div>
        <QuestionDetails
          question={selected}
          edit={shownEdit}
          changed={changed}
          canEdit={canEdit}
          saving={saving}
          failure={detailsFailure}
          onEdit={setEdit}
          onSave={() => void save()}
          onDiscard={() => setEdit(null)}
          onSaveOption={saveOption}
          onDeleteOption={deleteOption}
        />
      </div>
    </section>
  );
}
