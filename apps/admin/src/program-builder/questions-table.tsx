import type { Question } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DialogTrigger } from 'react-aria-components';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';
import { ProgramContent } from '../i18n/program-content.tsx';
import { OrderInput } from './order-input.tsx';
import { useQuestionTypeLabels } from './question-types.ts';

/** Props of QuestionsTable: the questions in order, the selected one and the actions. */
export interface QuestionsTableProps {
  questions: readonly Question[];
  selectedId: number | null;
  canEdit: boolean;
  onSelect(questionId: number): void;
  onOrder(questionId: number, displayOrder: number): void;
  onDelete(questionId: number): void;
}

/**
 * The Program Questions table (spec §2): Question Text, Type, Order
 * (editable, free text), Action (Edit selects the question, Delete asks
 * first); 'No Questions' when the program has none.
 */
export function QuestionsTable({ questions, selectedId, canEdit, onSelect, onOrder, onDelete }: QuestionsTableProps) {
  const { t } = useLingui();
  const typeLabels = useQuestionTypeLabels();
  return (
    <div className="table-scroll" role="region" aria-label={t`Program Questions table`} tabIndex={0}>
      <table className="data-table builder-table">
        <caption className="visually-hidden">{t`Program Questions`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Question Text`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Order`}</th>
            <th scope="col">{t`Action`}</th>
          </tr>
        </thead>
        <tbody>
          {questions.length === 0 ? (
            <tr>
              <td className="data-table__empty" colSpan={4}>
                <Trans>No Questions</Trans>
              </td>
            </tr>
          ) : (
            questions.map((question) => {
              const text = question.questionText;
              return (
                <tr key={question.questionId} className={question.questionId === selectedId ? 'builder-row--selected' : undefined}>
                  <td className="builder-table__text">
                    <ProgramContent>{text}</ProgramContent>
                  </td>
                  <td>{typeLabels[question.questionTypeId]}</td>
                  <td>
                    <OrderInput
                      value={question.displayOrder}
                      label={t`Order of ${text}`}
                      isDisabled={!canEdit}
                      onCommit={(displayOrder) => onOrder(question.questionId, displayOrder)}
                    />
                  </td>
                  <td className="builder-table__actions">
                    <Button className="button" aria-label={t`Edit ${text}`} onPress={() => onSelect(question.questionId)}>
                      <Trans>Edit</Trans>
                    </Button>
                    <DialogTrigger>
                      <Button className="button button--deny" aria-label={t`Delete ${text}`} isDisabled={!canEdit}>
                        <Trans>Delete</Trans>
                      </Button>
                      <ConfirmModal
                        title={t`Delete Question`}
                        message={t`Are you sure you want to delete the question '${text}'? Earlier submissions keep their answers.`}
                        onConfirm={() => onDelete(question.questionId)}
                      />
                    </DialogTrigger>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
