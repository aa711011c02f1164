import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useState, type FormEvent } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { coachingLevelChoices, isCoachingLevel, type CoachingLevel } from './coaching-levels.ts';

/** Props of LevelSelectionForm: called with the chosen level when Submit is pressed. */
export interface LevelSelectionFormProps {
  onSubmit(level: CoachingLevel): void;
}

/**
 * Coaches academy level selection (spec §2): one radio per experience level;
 * Submit stays disabled until a level is chosen.
 */
export function LevelSelectionForm({ onSubmit }: LevelSelectionFormProps) {
  useInterfaceLanguage();
  const [level, setLevel] = useState<CoachingLevel | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (level !== null) onSubmit(level);
  }

  return (
    <form className="level-selection" onSubmit={handleSubmit}>
      <RadioGroup
        className="level-selection__group"
        value={level}
        onChange={(value) => setLevel(isCoachingLevel(value) ? value : null)}
        isRequired
      >
        <Label className="level-selection__label">{t`Please select your coaching experience`}</Label>
        {coachingLevelChoices.map((choice) => (
          <Radio key={choice.value} value={choice.value} className="level-selection__choice">
            {i18n._(choice.label)}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" className="app-button app-button--primary" isDisabled={level === null}>
        {t`Submit`}
      </Button>
    </form>
  );
}
