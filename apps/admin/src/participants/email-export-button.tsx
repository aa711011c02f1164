import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { downloadParticipantsExport } from '../api/participant-files.ts';
import { failureDetail } from './failure-detail.ts';
import { MessageModal } from './message-modal.tsx';
import { saveFile } from './save-file.ts';

/** Props of EmailExportButton: the program, its name and the league year exported. */
export interface EmailExportButtonProps {
  eventId: number;
  programName: string;
  /** Start year of the league year whose participants are exported. */
  year: number;
}

type ExportOutcome = { ok: true } | { ok: false; message: string };

/**
 * 'Email Export' (spec §2, §7): downloads the league year's CSV export (saved as
 * pe_export.csv; the server also emails it), then says '{program} submissions
 * export has been emailed.'; a failure is shown in the same modal.
 */
export function EmailExportButton({ eventId, programName, year }: EmailExportButtonProps) {
  const { t } = useLingui();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);

  const run = async () => {
    setWorking(true);
    try {
      const file = await downloadParticipantsExport(eventId, year);
      saveFile(file.blob, file.fileName);
      setOutcome({ ok: true });
    } catch (error) {
      const detail = failureDetail(error) ?? t`Unknown Error`;
      setOutcome({ ok: false, message: t`Error exporting submissions. ${detail}` });
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      {/* aria-disabled rather than disabled while it runs, so keyboard focus stays on the button. */}
      <Button className="button" aria-disabled={working || undefined} onPress={() => (working ? undefined : void run())}>
        {working ? <Trans>Exporting...</Trans> : <Trans>Email Export</Trans>}
      </Button>
      <MessageModal
        title={outcome === null ? null : t`Email Export`}
        role={outcome?.ok === false ? 'alertdialog' : 'dialog'}
        onClose={() => setOutcome(null)}
      >
        <p>{outcome?.ok === false ? outcome.message : t`${programName} submissions export has been emailed.`}</p>
      </MessageModal>
    </>
  );
}
