import type { OptionCreateRequest, Question } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';
import { EditOptionModal, type OptionTarget } from './edit-option-modal.tsx';
import { takesOptions } from '@huddle/program-rules';

/** Props of QuestionOptions: the saved question, whether the user may change it, and the option calls. */
export interface QuestionOptionsProps {
  question: Question;
  canEdit: boolean;
  /** Adds (optionId null) or changes an option; resolves null when saved, else the problem. */
  onSaveOption(optionId: number | null, body: OptionCreateRequest): Promise<string | null>;
  onDeleteOption(optionId: number): void;
}

/**
 * The options of 'Question Details' (spec §2: options list with Add, edit,
 * delete, order, isTextBox): a table of Option Text, Order, Text Box, Action
 * (Edit, Delete) for a Radio Button, Multi-Select or Drop-Down question, and
 * 'No options for this question' when it has none (or its type takes none).
 * Add and Edit open 'Edit Option'; Delete asks first.
 */
export function QuestionOptions({ question, canEdit, onSaveOption, onDeleteOption }: QuestionOptionsProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState<OptionTarget | null>(null);
  const options = question.questionOptions;
  const withOptions = takesOptions(question.questionTypeId);
  const nextOrder = options.reduce((highest, option) => Math.max(highest, option.displayOrder + 1), 0);
  const save = (body: OptionCreateRequest) => onSaveOption(target?.kind === 'existing' ? target.option.optionId : null, body);
  return (
    <div className="question-options">
      <div className="builder-panel__header">
        <h4 className="question-options__title">
          <Trans>Options</Trans>
        </h4>
        {withOptions ? (
          <Button className="button" isDisabled={!canEdit} onPress={() => setTarget({ kind: 'new', displayOrder: nextOrder })}>
            <Trans>Add</Trans>
          </Button>
        ) : null}
      </div>
      {!withOptions || options.length === 0 ? (
        <p className="muted">
          <Trans>No options for this question</Trans>
        </p>
      ) : (
        <table className="data-table builder-table">
          <caption className="visually-hidden">{t`Options`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Option Text`}</th>
              <th scope="col">{t`Order`}</th>
              <th scope="col">{t`Text Box`}</th>
              <th scope="col">{t`Action`}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => {
              const name = option.optionName;
              return (
                <tr key={option.optionId}>
                  <td>{name}</td>
                  <td>{option.displayOrder}</td>
                  <td>{option.isTextBox ? t`Yes` : t`No`}</td>
                  <td className="builder-table__actions">
                    <Button
                      className="button"
                      aria-label={t`Edit option ${name}`}
                      isDisabled={!canEdit}
                      onPress={() => setTarget({ kind: 'existing', option })}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <DialogTrigger>
                      <Button className="button button--deny" aria-label={t`Delete option ${name}`} isDisabled={!canEdit}>
                        <Trans>Delete</Trans>
                      </Button>
                      <ConfirmModal
                        title={t`Delete Option`}
                        message={t`Are you sure you want to delete the option '${name}'?`}
                        onConfirm={() => onDeleteOption(option.optionId)}
                      />
                    </DialogTrigger>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <EditOptionModal target={target} onSave={save} onClose={() => setTarget(null)} />
    </div>
  );
}
