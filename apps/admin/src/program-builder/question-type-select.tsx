import type { QuestionTypeId } from '@huddle/schemas';
import { useId } from 'react';
import { isQuestionTypeId, questionTypeIds } from '@huddle/program-rules';
import { useQuestionTypeLabels } from './question-types.ts';

/** Props of QuestionTypeSelect: the label, the chosen type and what a choice does. */
export interface QuestionTypeSelectProps {
  label: string;
  value: QuestionTypeId;
  onChange(type: QuestionTypeId): void;
  isDisabled?: boolean;
}

/** A labelled select of the spec §3 question types (Text Box, Radio Button, Multi-Select, Drop-Down, ContactList). */
export function QuestionTypeSelect({ label, value, onChange, isDisabled = false }: QuestionTypeSelectProps) {
  const id = useId();
  const labels = useQuestionTypeLabels();
  return (
    <div className="builder-field">
      <label className="builder-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="builder-field__input"
        value={value}
        disabled={isDisabled}
        onChange={(event) => {
          const type = Number(event.target.value);
          if (isQuestionTypeId(type)) onChange(type);
        }}
      >
        {questionTypeIds.map((type) => (
          <option key={type} value={type}>
            {labels[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
