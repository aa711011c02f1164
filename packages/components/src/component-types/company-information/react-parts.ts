import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { CHOICES_WITH_OTHER_WIDGET } from './choices-with-other-schema.ts';
import { ChoicesWithOtherWidget } from './choices-with-other-widget.tsx';

/** React side of CompanyInformation: the multi-select with 'Other' widget (also usable by other company sections by name). */
export const reactParts: ComponentReactParts = {
  name: 'CompanyInformation',
  widgets: { [CHOICES_WITH_OTHER_WIDGET]: ChoicesWithOtherWidget },
};
