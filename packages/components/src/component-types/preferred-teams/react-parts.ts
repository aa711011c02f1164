import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { PREFERRED_TEAMS_FIELD } from './definition.ts';
import { TeamPickerField } from './team-picker-field.tsx';

/** React side of PreferredTeams: the AFC/NFC team picker. */
export const reactParts: ComponentReactParts = {
  name: 'PreferredTeams',
  fields: { [PREFERRED_TEAMS_FIELD]: TeamPickerField },
};
