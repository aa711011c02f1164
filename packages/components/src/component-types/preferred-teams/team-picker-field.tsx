import { errorId, getUiOptions } from '@rjsf/utils';
import type { FieldProps } from '@rjsf/utils';
import { nflClubs } from '@huddle/schemas/reference';
import { SafeHtml } from '../../safe-html.tsx';
import { choiceColumnsStyle } from '../../theme/choice-columns.ts';
import { errorsVisible } from '../../theme/program-form-context.ts';
import { NativeChoice } from '../../theme/native-choice.tsx';
import { NO_PREFERENCE } from './definition.ts';
import './preferred-teams.css';

/** spec §2: the clubs are grouped by conference, AFC first. */
const CONFERENCES = ['AFC', 'NFC'] as const;
/** Clubs per row inside one conference group (one on narrow screens). */
const CLUB_COLUMNS = 2;

/**
 * The applicant's choice after one checkbox changed (spec §3 preferredTeams):
 * choosing a club drops 'No Preference'; choosing 'No Preference' drops every
 * club. Clubs are kept in the nflClubs order (AFC, then NFC).
 */
export function nextPreferredTeams(current: readonly string[], choice: string, selected: boolean): string[] {
  if (choice === NO_PREFERENCE) return selected ? [NO_PREFERENCE] : [];
  const clubs = new Set(current.filter((team) => team !== NO_PREFERENCE));
  if (selected) clubs.add(choice);
  else clubs.delete(choice);
  return nflClubs.map((club) => club.clubName).filter((name) => clubs.has(name));
}

/**
 * PreferredTeams answer (ui:field 'PreferredTeams.TeamPicker'): the
 * configured caption (rich text through SafeHtml, from `ui:options.caption`),
 * the 32 clubs as two checkbox groups, fieldsets with the legends AFC and
 * NFC, then 'No Preference'. Stores club names or ['No Preference'].
 * Read-only and disabled forms show the choice without changing it.
 */
export function TeamPickerField(props: FieldProps<string[]>) {
  const { formData, onChange, onBlur, onFocus, fieldPathId, uiSchema, schema, readonly, disabled, rawErrors, registry } = props;
  const id = fieldPathId.$id;
  const chosen = Array.isArray(formData) ? formData : [];
  const caption = getUiOptions(uiSchema)['caption'];
  const invalid = errorsVisible(registry.formContext, id, rawErrors);
  const change = (choice: string) => (selected: boolean) => onChange(nextPreferredTeams(chosen, choice, selected), fieldPathId.path);

  const checkbox = (name: string) => (
    <NativeChoice
      key={name}
      type="checkbox"
      value={name}
      label={name}
      checked={chosen.includes(name)}
      readOnly={readonly}
      disabled={disabled}
      invalid={invalid}
      onChange={change(name)}
      onBlur={() => onBlur(id, formData)}
      onFocus={() => onFocus(id, formData)}
    />
  );

  return (
    <div className="preferred-teams" id={id} role="group" aria-label={schema.title} aria-describedby={errorId(id)}>
      <SafeHtml html={typeof caption === 'string' ? caption : null} className="rich-text preferred-teams__caption" />
      <div className="preferred-teams__conferences">
        {CONFERENCES.map((conference) => (
          <fieldset key={conference} className="preferred-teams__conference">
            <legend className="preferred-teams__legend">{conference}</legend>
            <div className="choices" style={choiceColumnsStyle(CLUB_COLUMNS)}>
              {nflClubs.filter((club) => club.conference === conference).map((club) => checkbox(club.clubName))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="preferred-teams__none">{checkbox(NO_PREFERENCE)}</div>
    </div>
  );
}
