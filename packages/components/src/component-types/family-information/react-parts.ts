import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import './family-information.css';

/**
 * React side of FamilyInformation: no custom fields; its stylesheet starts
 * the number of children and each child's fields on a new row
 * (class ROW_START_CLASS in the uiSchema).
 */
export const reactParts: ComponentReactParts = { name: 'FamilyInformation' };
