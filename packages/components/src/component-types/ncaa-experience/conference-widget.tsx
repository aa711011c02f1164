import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { getTemplate } from '@rjsf/utils';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import type { ProgramFormContext } from '../../theme/program-form-context.ts';
import { NO_DIVISION } from './definition.ts';
import { useConferences } from './use-conferences.ts';
import './ncaa-experience.css';

/** Shown in the conference select until a division is chosen. */
export const CHOOSE_DIVISION_FIRST = 'Choose a college division first';
/** Shown while the player database answers. */
export const LOADING_CONFERENCES = 'Loading conferences...';
/** Shown above the free-text input when the conference list could not be loaded. */
export const CONFERENCES_UNAVAILABLE = 'The conference list could not be loaded. Please type the conference.';

/**
 * The conference of NCAAExperience (ui:widget 'NCAAExperience.Conference').
 * Reads the chosen division from `ui:options.division` (set by the
 * NCAAExperience field) and the player database look-up from
 * `formContext.services.conferencesByDivision`:
 * - no division yet: an inactive select asking for the division first;
 * - division N/A: the stored 'NA', read-only (spec §4);
 * - while loading: an inactive select reading 'Loading conferences...' and a status message;
 * - loaded: a select of the division's conferences (the current answer kept
 *   as an option when the list lacks it);
 * - no services, a failed look-up or an empty list: a free-text input
 *   (spec §5: conference non-blank), with a note when the look-up failed.
 * Read-only and disabled forms show the stored answer without a look-up.
 */
export function ConferenceWidget(props: WidgetProps) {
  useInterfaceLanguage();
  const { options, registry, readonly, disabled, value } = props;
  const division = typeof options['division'] === 'string' ? options['division'] : null;
  const context = registry.formContext as Partial<ProgramFormContext> | undefined;
  const inactive = Boolean(readonly || disabled);
  const lookUp = inactive || division === null || division === NO_DIVISION ? null : division;
  const list = useConferences(context?.services, lookUp);
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const { SelectWidget } = registry.widgets;

  if (inactive || division === NO_DIVISION) {
    return <BaseInputTemplate {...props} readonly />;
  }
  if (division === null) {
    return SelectWidget ? (
      <SelectWidget {...props} disabled placeholder={t`Choose a college division first`} options={{ ...options, enumOptions: [] }} />
    ) : null;
  }
  if (list.status === 'loading') {
    return (
      <div className="ncaa-conference">
        {SelectWidget ? (
          <SelectWidget {...props} disabled placeholder={t`Loading conferences...`} options={{ ...options, enumOptions: [] }} />
        ) : null}
        <p className="ncaa-conference__status" role="status">
          {t`Loading conferences...`}
        </p>
      </div>
    );
  }
  if (list.status === 'loaded' && list.conferences.length > 0 && SelectWidget) {
    return <SelectWidget {...props} options={{ ...options, enumOptions: conferenceOptions(list.conferences, value) }} />;
  }
  return (
    <div className="ncaa-conference">
      {list.status === 'failed' ? (
        <p className="ncaa-conference__status" role="status">
          {t`The conference list could not be loaded. Please type the conference.`}
        </p>
      ) : null}
      <BaseInputTemplate {...props} placeholder="" />
    </div>
  );
}

function conferenceOptions(conferences: readonly string[], value: unknown): EnumOptionsType[] {
  const names = typeof value === 'string' && value.trim() !== '' && !conferences.includes(value) ? [value, ...conferences] : conferences;
  return names.map((name) => ({ label: name, value: name }));
}
