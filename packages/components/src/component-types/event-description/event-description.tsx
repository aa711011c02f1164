import { useId } from 'react';
import type { DisplayComponentViewProps } from '../../react-parts/component-react-parts.ts';
import type { ProgramDisplay } from '../../program-display.ts';
import { SafeHtml } from '../../safe-html.tsx';
import { formatEventDate } from './format-event-date.ts';

/**
 * EventDescription (spec §2, Header): program name, rich-text description,
 * program dates and application due date ('MMMM D, YYYY'); the dates are
 * left out when the program hides them (hideEventDates).
 */
export function EventDescriptionView({ program }: DisplayComponentViewProps) {
  const headingId = useId();
  return (
    <section className="event-description" aria-labelledby={headingId}>
      <h1 className="event-description__name" id={headingId}>
        {program.programDisplayName || program.eventName}
      </h1>
      <SafeHtml html={program.eventDescription} className="rich-text" />
      {program.hideEventDates ? null : <EventDates program={program} />}
    </section>
  );
}

function EventDates({ program }: { program: ProgramDisplay }) {
  const start = formatEventDate(program.startDate);
  const end = formatEventDate(program.endDate);
  const due = formatEventDate(program.applicationDueDate);
  if (!start && !end && !due) return null;
  const range = start && end && start !== end ? `${start} - ${end}` : (start ?? end);
  return (
    <dl className="event-dates">
      {range ? (
        <div className="event-dates__item">
          <dt>Program Dates</dt>
          <dd>{range}</dd>
        </div>
      ) : null}
      {due ? (
        <div className="event-dates__item">
          <dt>Application Due Date</dt>
          <dd>{due}</dd>
        </div>
      ) : null}
    </dl>
  );
}
