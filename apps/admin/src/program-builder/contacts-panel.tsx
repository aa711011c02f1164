import type { Contact, ContactRequest } from '@huddle/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, createPaginatedRowModel, rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Button, DialogTrigger } from 'react-aria-components';
import { errorMessage } from '../api/api-error.ts';
import { createProgramContact, deleteProgramContact, programContactsQuery, updateProgramContact } from '../api/program-builder-contacts.ts';
import { ConfirmModal } from '../dialogs/confirm-modal.tsx';
import { formatPhoneNumber } from '../format/phone-number.ts';
import { DataTable } from '../tables/data-table.tsx';
import { Pager } from '../tables/pager.tsx';
import { ContactModal, type ContactTarget } from './contact-modal.tsx';
import { draftContacts, useDraftSync } from './use-draft-sync.ts';

/** spec §2/§9: program tables show 15 rows per page. */
export const contactPageSize = 15;

const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
const helper = createColumnHelper<typeof features, Contact>();

/** Props of ContactsPanel: the program and what the user may do (spec §6). */
export interface ContactsPanelProps {
  programId: number;
  /** contacts.create: add (admin or Legends admin). */
  canCreate: boolean;
  /** programs.edit: edit (the name link) and delete. */
  canEdit: boolean;
}

interface ContactColumnTexts {
  name: string;
  office: string;
  mobile: string;
  email: string;
  action: string;
  deleteLabel: (name: string) => string;
  deleteTitle: string;
  deleteMessage: (name: string) => string;
  deleteText: string;
}

function contactColumns(
  texts: ContactColumnTexts,
  canEdit: boolean,
  onOpen: (contact: Contact) => void,
  onDelete: (contact: Contact) => void,
) {
  return helper.columns([
    helper.accessor('contactName', {
      header: texts.name,
      cell: (info) =>
        canEdit ? (
          <Button className="link-button" onPress={() => onOpen(info.row.original)}>
            {info.getValue()}
          </Button>
        ) : (
          info.getValue()
        ),
    }),
    helper.accessor('officeNumber', { header: texts.office, cell: (info) => formatPhoneNumber(info.getValue()) }),
    helper.accessor('mobileNumber', { header: texts.mobile, cell: (info) => formatPhoneNumber(info.getValue()) }),
    helper.accessor('contactEmail', { header: texts.email }),
    helper.display({
      id: 'action',
      header: texts.action,
      cell: (info) => {
        const contact = info.row.original;
        return canEdit ? (
          <DialogTrigger>
            <Button className="link-button" aria-label={texts.deleteLabel(contact.contactName)}>
              {texts.deleteText}
            </Button>
            <ConfirmModal
              title={texts.deleteTitle}
              message={texts.deleteMessage(contact.contactName)}
              onConfirm={() => onDelete(contact)}
            />
          </DialogTrigger>
        ) : null;
      },
    }),
  ]);
}

/**
 * The Program Contacts panel (spec §2): a table of 15 per page with the name
 * (a link opening the contact's edit modal), office number, mobile number
 * (spec §5 phone display), email and a delete link; 'No Program Contacts'
 * when empty; add (disabled unless admin or Legends admin, spec §6) opens
 * 'Create Contact'. The contacts go to the program draft (the preview's footer).
 */
export function ContactsPanel({ programId, canCreate, canEdit }: ContactsPanelProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(programContactsQuery(programId));
  const contacts = list.data ?? null;
  const setValue = useCallback(
    (update: (current: Contact[]) => Contact[]) =>
      queryClient.setQueryData(programContactsQuery(programId).queryKey, (current) => (current === undefined ? current : update(current))),
    [queryClient, programId],
  );
  const [target, setTarget] = useState<ContactTarget | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useDraftSync(programId, contacts, draftContacts);

  const remove = useCallback(
    (contact: Contact) => {
      setFailure(null);
      deleteProgramContact(programId, contact.contactId).then(
        () => setValue((current) => current.filter((entry) => entry.contactId !== contact.contactId)),
        (error: unknown) => setFailure(errorMessage(error)),
      );
    },
    [programId, setValue],
  );
  const save = async (body: ContactRequest) => {
    if (target?.kind === 'existing') {
      const saved = await updateProgramContact(programId, target.contact.contactId, body);
      setValue((current) => current.map((contact) => (contact.contactId === saved.contactId ? saved : contact)));
    } else {
      const created = await createProgramContact(programId, body);
      setValue((current) => [...current, created]);
    }
  };

  const texts = useMemo<ContactColumnTexts>(
    () => ({
      name: t`Name`,
      office: t`Office Number`,
      mobile: t`Mobile Number`,
      email: t`Email`,
      action: t`Action`,
      deleteLabel: (name) => t`Delete ${name}`,
      deleteTitle: t`Delete Contact`,
      deleteMessage: (name) => t`Are you sure you want to delete the contact ${name}?`,
      deleteText: t`Delete`,
    }),
    [t],
  );
  const columns = useMemo(
    () => contactColumns(texts, canEdit, (contact) => setTarget({ kind: 'existing', contact }), remove),
    [texts, canEdit, remove],
  );
  const table = useTable({
    features,
    columns,
    data: contacts ?? [],
    getRowId: (contact) => String(contact.contactId),
    initialState: { pagination: { pageIndex: 0, pageSize: contactPageSize } },
  });

  return (
    <section className="card builder-panel" aria-labelledby="program-contacts-title">
      <div className="builder-panel__header">
        <h2 id="program-contacts-title" className="builder-panel__title">
          <Trans>Program Contacts</Trans>
        </h2>
        <Button className="button button--primary" isDisabled={!canCreate || contacts === null} onPress={() => setTarget({ kind: 'new' })}>
          <Trans>Add Contact</Trans>
        </Button>
      </div>
      {list.isError ? (
        <p role="alert" className="alert alert--error">
          {errorMessage(list.error)}
        </p>
      ) : null}
      {failure === null ? null : (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      )}
      {list.isPending ? (
        <p className="muted">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <>
          <DataTable table={table} caption={t`Program Contacts`} emptyText={t`No Program Contacts`} />
          <Pager
            label={t`Program contact pages`}
            pageIndex={table.state.pagination.pageIndex}
            pageCount={table.getPageCount()}
            canPrevious={table.getCanPreviousPage()}
            canNext={table.getCanNextPage()}
            onPrevious={() => table.previousPage()}
            onNext={() => table.nextPage()}
          />
        </>
      )}
      <ContactModal target={target} onSave={save} onClose={() => setTarget(null)} />
    </section>
  );
}
