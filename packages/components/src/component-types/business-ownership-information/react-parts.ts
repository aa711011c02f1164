import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { EntryTableField } from '../contact-list-question/entry-table-field.tsx';
import { OWNER_TABLE_FIELD } from './definition.ts';

/** React side of BusinessOwnershipInformation: the Other Owners table. */
export const reactParts: ComponentReactParts = { name: 'BusinessOwnershipInformation', fields: { [OWNER_TABLE_FIELD]: EntryTableField } };
