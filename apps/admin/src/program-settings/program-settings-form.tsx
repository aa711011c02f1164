import './program-settings.css';
import type { AdminProgramResponse } from '@huddle/schemas';
import { visibleSettingsFields } from '@huddle/program-rules';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useCurrentUser } from '../session/current-user-atom.ts';
import { GeneralSection } from './general-section.tsx';
import { HeaderGraphicUploader } from './header-graphic-uploader.tsx';
import { LinksAndFeeSection } from './links-and-fee-section.tsx';
import { MessagesSection } from './messages-section.tsx';
import { previewUrlOf } from './preview-url.ts';
import { SettingsFormContext, type SettingsFormContextValue } from './settings-form-context.ts';
import { useProgramDraftSync } from './use-program-draft-sync.ts';
import { useProgramSettingsForm } from './use-program-settings-form.ts';
import { useSettingsErrorTexts, useSettingsLabels } from './use-settings-labels.ts';
import { YearConflictModal } from './year-conflict-modal.tsx';

/**
 * The program settings form of 'Program Information' (spec §2, §4, §5, §6):
 * header graphic uploader, Preview (configured preview URL plus
 * applicationUrl, new tab) and Save at the top, then every spec §3 field the
 * caller may see. Save is enabled only for admin, Legends admin and football
 * ops admin (permission programs.edit); it checks the spec §5 rules, asks
 * through 'Program Year Conflict Notification' when the dates conflict, and
 * says whether the settings were saved. Edits reach the live preview
 * through programDraftAtom as they are typed.
 */
export function ProgramSettingsForm({ initial }: { initial: AdminProgramResponse }) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const form = useProgramSettingsForm(initial, i18n.locale);
  const labels = useSettingsLabels();
  const errorTexts = useSettingsErrorTexts();
  const visible = useMemo(() => new Set(visibleSettingsFields(user.roles)), [user.roles]);
  const context: SettingsFormContextValue = { form, visible, labels, errorTexts };
  const canSave = user.permissions.includes('programs.edit');
  useProgramDraftSync(form.values);
  const { status } = form;

  return (
    <SettingsFormContext.Provider value={context}>
      <section className="card program-settings" aria-labelledby="program-settings-heading">
        <div className="program-settings__bar">
          <h2 id="program-settings-heading" className="program-settings__title">
            {t`Program Settings`}
          </h2>
          {form.changed ? <span className="program-settings__changed">{t`Unsaved changes`}</span> : null}
          <a className="button" href={previewUrlOf(form.values.applicationUrl)} target="_blank" rel="noopener noreferrer">
            {t`Preview`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
          <Button className="button button--primary" isDisabled={!canSave || form.saving} onPress={form.requestSave}>
            {form.saving ? t`Saving...` : t`Save`}
          </Button>
        </div>
        {!canSave ? (
          <p className="muted">{t`You may view these settings; saving needs the admin, Legends admin or football ops admin role.`}</p>
        ) : null}
        <div className="program-settings__status" role="status">
          {status?.kind === 'saved' ? <p className="alert alert--success">{t`Program settings saved.`}</p> : null}
        </div>
        {status?.kind === 'invalid' ? (
          <p className="alert alert--error" role="alert">
            {t`Please correct the fields marked before saving.`}
          </p>
        ) : null}
        {status?.kind === 'failed' ? (
          <p className="alert alert--error" role="alert">
            {t`The settings were not saved: ${status.message}`}
          </p>
        ) : null}
        <HeaderGraphicUploader programId={form.values.eventId} />
        <GeneralSection />
        <LinksAndFeeSection />
        <MessagesSection />
      </section>
      {form.conflicts ? <YearConflictModal conflicts={form.conflicts} onContinue={form.confirmSave} onCancel={form.cancelSave} /> : null}
    </SettingsFormContext.Provider>
  );
}
