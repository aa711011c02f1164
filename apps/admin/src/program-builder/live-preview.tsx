import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { DraftPreview } from './draft-preview.tsx';
import { programDraftAtom } from './program-draft-atoms.ts';
import './program-builder.css';

/**
 * The live preview of the builder page (spec §2 'Preview'; issue 'Live
 * preview'): the public form compiled from programDraftAtom, the unsaved
 * edits of every editor included, beside the editors. Follows the draft as
 * a deferred value, so typing in an editor stays responsive while the
 * preview renders. Nothing before the draft loads; a draft the form engine
 * refuses shows the engine's message (see DraftPreview).
 */
export function LivePreview() {
  const { t } = useLingui();
  const draft = useDeferredValue(useAtomValue(programDraftAtom));
  return (
    <section className="card live-preview" aria-labelledby="live-preview-title">
      <h2 id="live-preview-title" className="builder-panel__title">
        <Trans>Live Preview</Trans>
      </h2>
      <p className="muted">
        <Trans>The public form with the unsaved changes. Submit sends nothing.</Trans>
      </p>
      {draft === null ? (
        <p className="muted">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <DraftPreview draft={draft} refusedTitle={t`The form cannot be previewed`} />
      )}
    </section>
  );
}
