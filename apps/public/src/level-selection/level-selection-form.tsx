import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useState, type FormEvent } from 'react';
import { coachingLevelChoices, type CoachingLevel } from './coaching-levels.ts';

/** Props of LevelSelectionForm: called with the chosen level when Submit is pressed. */
export interface LevelSelectionFormProps {
  onSubmit(level: CoachingLevel): void;
}

/**
 * Coaches academy level selection (spec §2): one native radio per experience
 * level in a fieldset named by its legend (one tab stop, arrow keys choose);
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
      <fieldset className="level-selection__group">
        <legend className="level-selection__label">{t`Please select your coaching experience`}</legend>
        {coachingLevelChoices.map((choice) => (
          <label key={choice.value} className="level-selection__choice">
            <input
              type="radio"
              name="coaching-level"
              value={choice.value}
              className="level-selection__input"
              checked={level === choice.value}
              onChange={() => setLevel(choice.value)}
              required
            />
            <span>{i18n._(choice.label)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="app-button app-button--primary" disabled={level === null}>
        {t`Submit`}
      </button>
    </form>
  );
}
