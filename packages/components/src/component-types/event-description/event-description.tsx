import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { DisplayComponentViewProps } from '../../react-parts/component-react-parts.ts';
import type { ProgramDisplay } from '../../program-display.ts';
import { SafeHtml } from '../../safe-html.tsx';
import { useInterfaceLanguage } from '../../i18n/use-interface-language.ts';
import { formatEventDate } from './format-event-date.ts';

/**
 * EventDescription (spec §2, Header): program name, rich-text description,
 * program dates and application due date ('MMMM D, YYYY'); the dates are
 * left out when the program hides them (hideEventDates). Labels and dates
 * follow the active interface language.
 */
export function EventDescriptionView({ program }: DisplayComponentViewProps) {
  const headingId = useId();
  return (
    <section className="event-description" aria-labelledby={headingId}>
      <h1 className="event-description__name" id={headingId} data-content="">
        {program.programDisplayName || program.eventName}
      </h1>
      <SafeHtml html={program.eventDescription} className="rich-text" />
      {program.hideEventDates ? null : <EventDates program={program} />}
    </section>
  );
}

function EventDates({ program }: { program: ProgramDisplay }) {
  const locale = useInterfaceLanguage();
  const start = formatEventDate(program.startDate, locale);
  const end = formatEventDate(program.endDate, locale);
  const due = formatEventDate(program.applicationDueDate, locale);
  if (!start && !end && !due) return null;
  const range = start && end && start !== end ? `${start} - ${end}` : (start ?? end);
  return (
    <dl className="event-dates">
      {range ? (
        <div className="event-dates__item">
          <dt>{t`Program Dates`}</dt>
          <dd>{range}</dd>
        </div>
      ) : null}
      {due ? (
        <div className="event-dates__item">
          <dt>{t`Application Due Date`}</dt>
          <dd>{due}</dd>
        </div>
      ) : null}
    </dl>
  );
}
