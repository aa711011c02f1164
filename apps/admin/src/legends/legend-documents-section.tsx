import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { legendDocumentHref, uploadLegendDocument, type LegendDocument } from '../api/legends.ts';
import { failureDetail } from '../participants/failure-detail.ts';
import { formatStatusDateTime } from '../format/display-date.ts';

/** Props of LegendDocumentsSection. */
export interface LegendDocumentsSectionProps {
  legendId: number;
  documents: LegendDocument[];
  /** 'legends.documents.create': the upload form shows. */
  canUpload: boolean;
  onUploaded: () => Promise<void>;
}

/**
 * A Legend's documents (spec §1 Legends area): the files of their
 * applications and the staff's uploads, newest first, each a download link;
 * 'Upload Document' sends one file under the application upload rules
 * (.pdf, .doc, .docx, .txt, 10 MB; spec §8 texts on refusal).
 */
export function LegendDocumentsSection({ legendId, documents, canUpload, onUploaded }: LegendDocumentsSectionProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file === undefined) return;
    setUploading(true);
    setError(null);
    try {
      await uploadLegendDocument(legendId, file);
      if (input.current) input.current.value = '';
      await onUploaded();
    } catch (failure) {
      const detail = failureDetail(failure) ?? t`Unknown Error`;
      setError(t`Error uploading document ${file.name}. ${detail}`);
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading">
        <Trans>Documents</Trans>
      </h2>
      {documents.length === 0 ? (
        <p>{t`No Uploaded File(s)`}</p>
      ) : (
        <ul className="legend-documents">
          {documents.map((document) => (
            <li key={document.documentId}>
              <a href={legendDocumentHref(legendId, document.documentId)} download>
                {document.fileName}
              </a>{' '}
              <span className="muted">
                {document.kind === 'staff' ? t`uploaded by ${document.uploadedBy ?? ''}` : t`with the application`} ·{' '}
                {formatStatusDateTime(document.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canUpload ? (
        <form onSubmit={(event) => void submit(event)} className="legend-form">
          <label className="form-field__label" htmlFor="legend-document">{t`Document (.pdf, .doc, .docx or .txt, up to 10 MB)`}</label>
          <input id="legend-document" ref={input} type="file" accept=".pdf,.doc,.docx,.txt" />
          {error === null ? null : (
            <p role="alert" className="alert alert--error">
              {error}
            </p>
          )}
          <div className="section-actions">
            <button type="submit" className="button button--primary" disabled={uploading}>
              {uploading ? t`Uploading...` : t`Upload Document`}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
