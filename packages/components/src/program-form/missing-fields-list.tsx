import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../i18n/use-interface-language.ts';

/** Heading of the submit popover when required fields are missing (spec §2; English, shown in the active language). */
export const MISSING_FIELDS_HEADING = 'Please supply values for:';
/** Submit popover text when every required field has a value (spec §2; English, shown in the active language). */
export const ALL_FIELDS_PRESENT = 'All required fields have values';

/**
 * Content of the submit popover: the friendly names of the failing fields
 * (already sorted by missingFieldNames), or the all-present message, in the
 * active interface language.
 */
export function MissingFieldsList({ id, missing }: { id: string; missing: readonly string[] }) {
  useInterfaceLanguage();
  if (missing.length === 0) {
    return (
      <div className="missing-fields" id={id}>
        <p className="missing-fields__heading">{t`All required fields have values`}</p>
      </div>
    );
  }
  return (
    <div className="missing-fields" id={id}>
      <p className="missing-fields__heading">{t`Please supply values for:`}</p>
      <ul className="missing-fields__list">
        {missing.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
