import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { downloadResumes } from '../api/participant-files.ts';
import type { ParticipantListRow } from '../api/participants-list.ts';
import { failureDetail } from './failure-detail.ts';
import { MessageModal } from './message-modal.tsx';
import { participantName } from './participant-name.ts';
import { saveFile } from './save-file.ts';

/** Props of ResumeDownloadButton: the program and how to load every applicant of the current filters. */
export interface ResumeDownloadButtonProps {
  eventId: number;
  loadApplicants: () => Promise<ParticipantListRow[]>;
}

type Applicants = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; rows: ParticipantListRow[] };

function CheckMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 18" className="checkbox__box">
      <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" />
    </svg>
  );
}

/**
 * 'Resume Download' (spec §2, resume programs): the modal 'Please Select
 * Applicant to Download Resume' lists the applicants (first and last name)
 * with a check-all box; 'DOWNLOAD' saves the ZIP under the server's file name
 * and says 'Resume(s) downloaded successfully. {file name}', or 'Error
 * downloading resume(s).' with the detail (spec §8); 'CANCEL' closes.
 */
export function ResumeDownloadButton({ eventId, loadApplicants }: ResumeDownloadButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [applicants, setApplicants] = useState<Applicants>({ kind: 'loading' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const openPicker = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    setSelected(new Set());
    setApplicants({ kind: 'loading' });
    loadApplicants().then(
      (rows) => setApplicants({ kind: 'ready', rows }),
      (error: unknown) => setApplicants({ kind: 'failed', message: failureDetail(error) ?? t`Unknown Error` }),
    );
  };
  const rows = applicants.kind === 'ready' ? applicants.rows : [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const download = async () => {
    const [first, ...others] = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
    if (first === undefined) return;
    setWorking(true);
    try {
      const file = await downloadResumes(eventId, [first, ...others]);
      saveFile(file.blob, file.fileName);
      const fileName = file.fileName;
      setResult({ ok: true, message: t`Resume(s) downloaded successfully. ${fileName}` });
    } catch (error) {
      const detail = failureDetail(error) ?? t`Unknown Error`;
      setResult({ ok: false, message: t`Error downloading resume(s). ${detail}` });
    } finally {
      setWorking(false);
      setOpen(false);
    }
  };

  return (
    <>
      <DialogTrigger isOpen={open} onOpenChange={openPicker}>
        <Button className="button">
          <Trans>Resume Download</Trans>
        </Button>
        <ModalOverlay className="modal-overlay" isDismissable={!working} isKeyboardDismissDisabled={working}>
          <Modal className="modal modal--wide">
            <Dialog className="dialog">
              <Heading slot="title" className="dialog__title">
                <Trans>Please Select Applicant to Download Resume</Trans>
              </Heading>
              {applicants.kind === 'loading' ? (
                <p role="status">
                  <Trans>Loading applicants...</Trans>
                </p>
              ) : null}
              {applicants.kind === 'failed' ? (
                <p role="alert" className="alert alert--error">
                  {applicants.message}
                </p>
              ) : null}
              {applicants.kind === 'ready' ? (
                <div className="resume-picker" role="region" aria-label={t`Applicants`} tabIndex={0}>
                  <table className="data-table">
                    <thead>
                      <tr>
                        <th scope="col">
                          <Checkbox
                            className="checkbox"
                            aria-label={t`Select all applicants`}
                            isSelected={allSelected}
                            isIndeterminate={!allSelected && selected.size > 0}
                            isDisabled={rows.length === 0 || working}
                            onChange={(on) => setSelected(on ? new Set(rows.map((row) => row.id)) : new Set())}
                          >
                            <CheckMark />
                          </Checkbox>
                        </th>
                        <th scope="col">
                          <Trans>First Name</Trans>
                        </th>
                        <th scope="col">
                          <Trans>Last Name</Trans>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.length === 0 ? (
                        <tr>
                          <td colSpan={3} className="data-table__empty">
                            <Trans>No Participants</Trans>
                          </td>
                        </tr>
                      ) : (
                        rows.map((row) => (
                          <tr key={row.id}>
                            <td>
                              <Checkbox
                                className="checkbox"
                                aria-label={participantName(row)}
                                isSelected={selected.has(row.id)}
                                isDisabled={working}
                                onChange={(on) => toggle(row.id, on)}
                              >
                                <CheckMark />
                              </Checkbox>
                            </td>
                            <td>{row.firstName ?? ''}</td>
                            <td>{row.lastName ?? ''}</td>
                          </tr>
                        ))
                      )}
                    </tbody>
                  </table>
                </div>
              ) : null}
              <div className="dialog__actions">
                <Button className="button" slot="close" isDisabled={working}>
                  <Trans>CANCEL</Trans>
                </Button>
                <Button className="button button--primary" isDisabled={working || selected.size === 0} onPress={() => void download()}>
                  {working ? <Trans>Downloading...</Trans> : <Trans>DOWNLOAD</Trans>}
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      <MessageModal
        title={result === null ? null : t`Resume Download`}
        role={result?.ok === false ? 'alertdialog' : 'dialog'}
        onClose={() => setResult(null)}
      >
        <p>{result?.message}</p>
      </MessageModal>
    </>
  );
}
