import { useLingui } from '@lingui/react/macro';
import { formatProgramFee, MAX_PROGRAM_FEE } from '@huddle/program-rules';
import { SettingsCheck, SettingsNumberText, SettingsRichText, SettingsText } from './settings-inputs.tsx';
import { useSettingsField } from './settings-form-context.ts';

const socialLinks = [
  ['showFacebookLink', 'facebookAddress'],
  ['showInstagramLink', 'instagramAddress'],
  ['showTwitterLink', 'twitterAddress'],
] as const;

/**
 * Social links, approval, fee and legal disclaimer (spec §3, §4): each tick
 * box enables its field; unticking clears and disables it (fee becomes 0).
 * The fee shows 2 decimals with thousands grouping (spec §5), as does its
 * hint, in the active language ('0.00 to 99,999.00', '0,00 a 99.999,00').
 */
export function LinksAndFeeSection() {
  const { t, i18n } = useLingui();
  const lowest = formatProgramFee(0, i18n.locale);
  const highest = formatProgramFee(MAX_PROGRAM_FEE, i18n.locale);
  const { form } = useSettingsField('programFee');
  return (
    <section className="settings-section" aria-labelledby="settings-links-heading">
      <h2 id="settings-links-heading" className="settings-section__title">
        {t`Links, Approval and Fee`}
      </h2>
      <div className="settings-grid">
        {socialLinks.map(([toggle, address]) => (
          <div key={toggle} className="settings-pair">
            <SettingsCheck field={toggle} />
            <SettingsText field={address} type="url" />
          </div>
        ))}
      </div>
      <div className="settings-checks">
        <SettingsCheck field="applicationsRequiresAccept" />
      </div>
      <div className="settings-pair">
        <SettingsCheck field="requireProgramFee" />
        <SettingsNumberText field="programFee" hint={t`US dollars, ${lowest} to ${highest}.`} onBlur={form.formatFee} />
      </div>
      <div className="settings-checks">
        <SettingsCheck field="showLegalDisclaimer" />
      </div>
      <SettingsRichText field="legalDisclaimerMessage" />
    </section>
  );
}
