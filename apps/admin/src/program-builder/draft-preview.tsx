import { ProgramForm } from '@huddle/components';
import { Component, type ReactNode, useMemo, useState } from 'react';
import { compileDraft } from './compile-draft.ts';
import type { ProgramDraft } from './program-draft-atoms.ts';

/** Props of DraftPreview: the draft, and the title over the engine's message when it refuses the draft. */
export interface DraftPreviewProps {
  draft: ProgramDraft;
  /** e.g. 'The form cannot be previewed' (translated by the caller). */
  refusedTitle: string;
}

function ignoreSubmit(): void {}

function RefusedNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="alert alert--error live-preview__refused">
      <strong>{title}</strong>
      <p>{message}</p>
    </div>
  );
}

/** Shows the message of a render failure in place of the form, and tries again when `resetKey` changes. */
class PreviewBoundary extends Component<{ resetKey: unknown; title: string; children: ReactNode }, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <RefusedNotice title={this.props.title} message={this.state.error.message} />;
  }
}

/**
 * The public form compiled from a draft (see compileDraft), rendered with
 * ProgramForm as applicants see it: answers can be typed and checked, Submit
 * sends nothing. A draft the form engine refuses (FormConfigError) shows the
 * engine's message under `refusedTitle` instead of the form; so does a form
 * that fails to render. Compiles again only when the structural part of the
 * draft (program id and year, fixed role, components, questions) changes.
 */
export function DraftPreview({ draft, refusedTitle }: DraftPreviewProps) {
  const { programId, eventYear, fixedRole, components, questions } = draft;
  const compilation = useMemo(
    () => compileDraft({ programId, eventYear, fixedRole, components, questions }),
    [programId, eventYear, fixedRole, components, questions],
  );
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  if (!compilation.ok) return <RefusedNotice title={refusedTitle} message={compilation.message} />;
  return (
    <PreviewBoundary resetKey={compilation.compiled} title={refusedTitle}>
      <ProgramForm
        compiled={compilation.compiled}
        program={draft.display}
        formData={answers}
        onChange={setAnswers}
        onSubmit={ignoreSubmit}
      />
    </PreviewBoundary>
  );
}
