import type { ProgramComponent, Question } from '@huddle/schemas';
import { sampleComponent, sampleQuestion } from './form-definitions.ts';

/** Columns of the sample contact lists (spec §3: columns name + caption). */
export const sampleContactColumns = [
  { name: 'fullName', caption: 'Full Name' },
  { name: 'jobTitle', caption: 'Job Title' },
  { name: 'email', caption: 'Email' },
];

/**
 * A ContactListQuestion component under the key programs use (contactList):
 * 'Other Attendees', three columns, at least 1 contact unless configured.
 */
export function sampleContactListComponent(configuration: Record<string, unknown> = {}, order = 1): ProgramComponent {
  return {
    ...sampleComponent('ContactListQuestion', order, {
      sectionTitle: 'Other Attendees',
      columns: sampleContactColumns,
      minContacts: 1,
      ...configuration,
    }),
    componentKey: 'contactList',
    displayName: 'Other Contacts',
  };
}

/** Two contacts of the sample columns, numbered 1 and 2. */
export const sampleContacts = [
  { itemNumber: 1, fullName: 'Alex Rivera', jobTitle: 'General Manager', email: 'alex.rivera@example.org' },
  { itemNumber: 2, fullName: 'Sam Chen', jobTitle: 'Marketing Director', email: 'sam.chen@example.org' },
];

/** A contact-list question (type 6): two columns, at least 2 contacts. */
export const sampleContactListQuestion: Question = sampleQuestion({
  questionId: 21,
  questionText: 'Who else from your company will attend?',
  questionTypeId: 6,
  configuration: {
    columns: [
      { name: 'name', caption: 'Name' },
      { name: 'phone', caption: 'Phone' },
    ],
    minContacts: 2,
  },
});

/** An answer to sampleContactListQuestion with its 2 contacts. */
export const sampleQuestionContacts = [
  { itemNumber: 1, name: 'Alex Rivera', phone: '(404) 555-0144' },
  { itemNumber: 2, name: 'Sam Chen', phone: '(404) 555-0145' },
];
