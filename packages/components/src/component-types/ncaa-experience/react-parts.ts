import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { ConferenceWidget } from './conference-widget.tsx';
import { NCAA_CONFERENCE_WIDGET, NCAA_EXPERIENCE_FIELD } from './definition.ts';
import { NcaaExperienceField } from './ncaa-experience-field.tsx';

/** React side of NCAAExperience: the division/conference field and the conference widget. */
export const reactParts: ComponentReactParts = {
  name: 'NCAAExperience',
  fields: { [NCAA_EXPERIENCE_FIELD]: NcaaExperienceField },
  widgets: { [NCAA_CONFERENCE_WIDGET]: ConferenceWidget },
};
