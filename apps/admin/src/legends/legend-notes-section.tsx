import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { addLegendNote, type LegendNote } from '../api/legends.ts';
import { failureDetail } from '../participants/failure-detail.ts';
import { formatStatusDateTime } from '../format/display-date.ts';

/** Props of LegendNotesSection. */
export interface LegendNotesSectionProps {
  legendId: number;
  notes: LegendNote[];
  /** 'legends.notes.create': the add form shows. */
  canAdd: boolean;
  onAdded: () => Promise<void>;
}

/**
 * The staff's notes on a Legend (spec §1 Legends area), newest first, each
 * with its author and time; notes cannot be edited or removed. 'Add Note'
 * appends one; a failure is an alert and the text stays.
 */
export function LegendNotesSection({ legendId, notes, canAdd, onAdded }: LegendNotesSectionProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await addLegendNote(legendId, text);
      setText('');
      await onAdded();
    } catch (failure) {
      const detail = failureDetail(failure) ?? t`Unknown Error`;
      setError(t`Error adding the note. ${detail}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby="notes-heading">
      <h2 id="notes-heading">
        <Trans>Notes</Trans>
      </h2>
      {notes.length === 0 ? (
        <p>{t`No notes yet.`}</p>
      ) : (
        <ul className="legend-notes">
          {notes.map((note) => (
            <li key={note.noteId} className="legend-notes__item">
              <p className="legend-notes__meta">
                {note.authorName} · {formatStatusDateTime(note.createdAt)}
              </p>
              <p className="legend-notes__body">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <form onSubmit={(event) => void submit(event)} className="legend-form">
          <label className="form-field__label" htmlFor="legend-note">{t`New note`}</label>
          <textarea
            id="legend-note"
            className="form-field__input"
            rows={3}
            maxLength={10000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {error === null ? null : (
            <p role="alert" className="alert alert--error">
              {error}
            </p>
          )}
          <div className="section-actions">
            <button type="submit" className="button button--primary" disabled={saving || text.trim() === ''}>
              {saving ? t`Saving...` : t`Add Note`}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
