import type { OptionCreateRequest, Question } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import { canSaveQuestionEdit, type QuestionEdit, questionEditProblems } from './question-edit.ts';
import { QuestionOptions } from './question-options.tsx';
import { QuestionTypeSelect } from './question-type-select.tsx';
import { hasCharacterLimit } from '@huddle/program-rules';

/** Props of QuestionDetails: the saved question (or null), its edit and the actions. */
export interface QuestionDetailsProps {
  question: Question | null;
  edit: QuestionEdit | null;
  changed: boolean;
  canEdit: boolean;
  saving: boolean;
  /** Why the last save was refused, or null. */
  failure: string | null;
  onEdit(edit: QuestionEdit): void;
  onSave(): void;
  onDiscard(): void;
  onSaveOption(optionId: number | null, body: OptionCreateRequest): Promise<string | null>;
  onDeleteOption(optionId: number): void;
}

/**
 * The 'Question Details' side panel of Program Questions (spec §2): 'Please
 * Select a Question' until one is chosen; then its type, text, display order
 * and, for a Text Box, character limit (Save when they read well and
 * changed; Discard Changes brings the saved ones back), and its options
 * (QuestionOptions; saved as they are changed).
 */
export function QuestionDetails(props: QuestionDetailsProps) {
  const { question, edit, changed, canEdit, saving, failure, onEdit, onSave, onDiscard } = props;
  const { t } = useLingui();
  return (
    <section className="builder-details" aria-labelledby="question-details-title">
      <h3 id="question-details-title" className="builder-details__title">
        <Trans>Question Details</Trans>
      </h3>
      {question === null || edit === null ? (
        <p className="muted">
          <Trans>Please Select a Question</Trans>
        </p>
      ) : (
        <>
          <form
            className="question-details__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (changed && canSaveQuestionEdit(edit)) onSave();
            }}
          >
            <QuestionTypeSelect
              label={t`Question Type`}
              value={edit.questionTypeId}
              isDisabled={!canEdit || saving}
              onChange={(questionTypeId) => onEdit({ ...edit, questionTypeId })}
            />
            <TextField
              className="builder-field"
              value={edit.questionText}
              onChange={(questionText) => onEdit({ ...edit, questionText })}
              isDisabled={!canEdit || saving}
              isRequired
              isInvalid={questionEditProblems(edit).questionText}
            >
              <Label className="builder-field__label">{t`Question Text`}</Label>
              <TextArea className="builder-field__input" rows={3} />
              <FieldError className="builder-field__error">{t`Question text is required`}</FieldError>
            </TextField>
            <TextField
              className="builder-field"
              value={edit.displayOrder}
              onChange={(displayOrder) => onEdit({ ...edit, displayOrder })}
              isDisabled={!canEdit || saving}
              isInvalid={questionEditProblems(edit).displayOrder}
            >
              <Label className="builder-field__label">{t`Display Order`}</Label>
              <Input className="builder-field__input" inputMode="numeric" />
              <FieldError className="builder-field__error">{t`Whole number 0 to 1000000`}</FieldError>
            </TextField>
            {hasCharacterLimit(edit.questionTypeId) ? (
              <TextField
                className="builder-field"
                value={edit.characterLimit}
                onChange={(characterLimit) => onEdit({ ...edit, characterLimit })}
                isDisabled={!canEdit || saving}
                isInvalid={questionEditProblems(edit).characterLimit}
              >
                <Label className="builder-field__label">{t`Character Limit`}</Label>
                <Input className="builder-field__input" inputMode="numeric" />
                <FieldError className="builder-field__error">{t`Whole number 0 to 524288 (0: no limit beyond 524288)`}</FieldError>
              </TextField>
            ) : null}
            {failure === null ? null : (
              <p role="alert" className="alert alert--error">
                {failure}
              </p>
            )}
            {canEdit ? (
              <div className="builder-actions">
                <Button type="submit" className="button button--primary" isDisabled={!changed || saving || !canSaveQuestionEdit(edit)}>
                  {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
                </Button>
                <Button className="button" isDisabled={!changed || saving} onPress={onDiscard}>
                  <Trans>Discard Changes</Trans>
                </Button>
              </div>
            ) : null}
          </form>
          <QuestionOptions question={question} canEdit={canEdit} onSaveOption={props.onSaveOption} onDeleteOption={props.onDeleteOption} />
        </>
      )}
    </section>
  );
}
