import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { CONTACT_TABLE_FIELD } from './contact-list-schema.ts';
import { EntryTableField } from './entry-table-field.tsx';

/** React side of ContactListQuestion: the contact table, also used by contact-list questions (type 6). */
export const reactParts: ComponentReactParts = { name: 'ContactListQuestion', fields: { [CONTACT_TABLE_FIELD]: EntryTableField } };
