import type { QuestionCreateRequest, QuestionTypeId } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from 'react-aria-components';
import { parseCharacterLimit } from './question-edit.ts';
import { QuestionTypeSelect } from './question-type-select.tsx';
import { hasCharacterLimit, questionTypes } from '@huddle/program-rules';

/** Props of CreateQuestionModal: whether 'New' is active, and what Save does. */
export interface CreateQuestionModalProps {
  /** spec §6: 'New' is active only for admins. */
  isDisabled: boolean;
  /** Creates the question; resolves null when done (the modal closes), else the problem to show. */
  onCreate(body: QuestionCreateRequest): Promise<string | null>;
}

/**
 * 'New' of Program Questions and its 'Create Question' modal (spec §2):
 * question type, question text and, for a Text Box, the character limit
 * (0: the default 524288, spec §5). Save is disabled while the text is empty
 * (or the limit is not a whole number 0 to 524,288); Cancel closes.
 */
export function CreateQuestionModal({ isDisabled, onCreate }: CreateQuestionModalProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<QuestionTypeId>(questionTypes.textBox);
  const [text, setText] = useState('');
  const [limit, setLimit] = useState('0');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const limitValue = parseCharacterLimit(limit);
  const isTextBox = hasCharacterLimit(type);
  const canSave = text.trim() !== '' && (!isTextBox || limitValue !== null) && !saving;

  const openChange = (isOpen: boolean) => {
    if (saving) return;
    setOpen(isOpen);
    if (isOpen) {
      setType(questionTypes.textBox);
      setText('');
      setLimit('0');
      setFailure(null);
    }
  };
  const save = async () => {
    setSaving(true);
    setFailure(null);
    const body: QuestionCreateRequest = { questionText: text.trim(), questionTypeId: type };
    if (isTextBox && limitValue !== null) body.characterLimit = limitValue;
    const problem = await onCreate(body);
    setSaving(false);
    if (problem === null) setOpen(false);
    else setFailure(problem);
  };

  return (
    <DialogTrigger isOpen={open} onOpenChange={openChange}>
      <Button className="button button--primary" isDisabled={isDisabled}>
        <Trans>New</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!saving}>
        <Modal className="modal modal--wide">
          <Dialog className="dialog">
            <Heading slot="title" className="dialog__title">
              <Trans>Create Question</Trans>
            </Heading>
            <QuestionTypeSelect label={t`Question Type`} value={type} onChange={setType} isDisabled={saving} />
            <TextField className="builder-field" value={text} onChange={setText} isDisabled={saving} isRequired>
              <Label className="builder-field__label">{t`Question Text`}</Label>
              <TextArea className="builder-field__input" rows={3} />
            </TextField>
            {isTextBox ? (
              <TextField className="builder-field" value={limit} onChange={setLimit} isDisabled={saving} isInvalid={limitValue === null}>
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
            <div className="dialog__actions">
              <Button className="button" slot="close" isDisabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button className="button button--primary" isDisabled={!canSave} onPress={() => void save()}>
                {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
