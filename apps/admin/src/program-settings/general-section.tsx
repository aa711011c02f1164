import { leagueYearLabel } from '@huddle/schemas/reference';
import { useLingui } from '@lingui/react/macro';
import { SettingsCheck, SettingsDate, SettingsNumberText, SettingsRichText, SettingsText } from './settings-inputs.tsx';
import { useSettingsField } from './settings-form-context.ts';

/**
 * The program's identity and dates (spec §3): name, display name, program
 * year (start year of the league year, shown as its label), active flag,
 * start, end and due dates, hidden dates, application url, description.
 */
export function GeneralSection() {
  const { t } = useLingui();
  const { form } = useSettingsField('eventYear');
  const yearText = form.texts.eventYear.trim();
  const yearHint = /^\d{4}$/.test(yearText)
    ? t`League year ${leagueYearLabel(Number(yearText))} (starts April 1).`
    : t`The year the league year starts (April 1).`;
  return (
    <section className="settings-section" aria-labelledby="settings-general-heading">
      <h2 id="settings-general-heading" className="settings-section__title">
        {t`Program`}
      </h2>
      <div className="settings-grid">
        <SettingsText field="eventName" />
        <SettingsText field="programDisplayName" />
        <SettingsNumberText field="eventYear" hint={yearHint} />
        <SettingsText field="applicationUrl" hint={t`The public path of the application form, e.g. /coaches-academy.`} />
        <SettingsDate field="startDate" />
        <SettingsDate field="endDate" />
        <SettingsDate field="applicationDueDate" />
      </div>
      <div className="settings-checks">
        <SettingsCheck field="activeEvent" />
        <SettingsCheck field="hideEventDates" />
      </div>
      <SettingsRichText field="eventDescription" />
    </section>
  );
}
