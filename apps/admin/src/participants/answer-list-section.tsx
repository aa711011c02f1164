import { useId } from 'react';

/** Props of AnswerListSection: its heading, the items and the text shown when there are none. */
export interface AnswerListSectionProps {
  title: string;
  items: readonly string[];
  emptyText: string;
}

/**
 * A detail page section listing texts from the answers, e.g. 'Uploaded Files'
 * ('No Uploaded File(s)' when empty) or 'Preferred Teams' ('No Preference').
 */
export function AnswerListSection({ title, items, emptyText }: AnswerListSectionProps) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="answer-list">
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
