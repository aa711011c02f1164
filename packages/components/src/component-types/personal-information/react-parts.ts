import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { COLLEGE_WIDGET } from './college-widget-name.ts';
import { CollegeWidget } from './college-widget.tsx';

/** PersonalInformation's React side: the college input ('PersonalInformation.College'), also used by PlayerDbInfo. */
export const reactParts: ComponentReactParts = {
  name: 'PersonalInformation',
  widgets: { [COLLEGE_WIDGET]: CollegeWidget },
};
