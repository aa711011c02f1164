import { ProgramForm, type ProgramDisplay } from '@huddle/components';
import type { CompiledForm } from '@huddle/form-engine';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense, use, useDeferredValue, useMemo, useState } from 'react';
import { compileDraft } from './compile-draft.ts';
import { type DraftStructure, loadDraftValidation } from './draft-validation.ts';
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

/** Props of DraftForm: the draft's structure, the form it compiles to and the preview's answers. */
interface DraftFormProps {
  structure: DraftStructure;
  compiled: CompiledForm;
  display: ProgramDisplay;
  answers: Record<string, unknown>;
  onAnswers(answers: Record<string, unknown>): void;
}

/** The compiled draft as applicants see it, once its validation is loaded (suspends until then). */
function DraftForm({ structure, compiled, display, answers, onAnswers }: DraftFormProps) {
  use(loadDraftValidation(structure, compiled));
  return <ProgramForm compiled={compiled} program={display} formData={answers} onChange={onAnswers} onSubmit={ignoreSubmit} />;
}

/**
 * The public form compiled from a draft (see compileDraft), rendered with
 * ProgramForm as applicants see it: answers can be typed and checked, Submit
 * sends nothing. A draft the form engine refuses (FormConfigError) shows the
 * engine's message under `refusedTitle` instead of the form; so does a form
 * that fails to render or whose validator module cannot be loaded. Compiles
 * again only when the structural part of the draft (program id and year,
 * fixed role, components, questions) changes. The form validates with the
 * validator module the API generates for it (loadDraftValidation; no
 * compiling in the page): while a changed draft's module loads, the
 * previous form stays on screen (useDeferredValue).
 */
export function DraftPreview({ draft, refusedTitle }: DraftPreviewProps) {
  const { programId, eventYear, fixedRole, components, questions } = draft;
  const compilation = useMemo(() => {
    const structure = { programId, eventYear, fixedRole, components, questions };
    return { structure, result: compileDraft(structure) };
  }, [programId, eventYear, fixedRole, components, questions]);
  const shown = useDeferredValue(compilation);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  if (!compilation.result.ok) return <RefusedNotice title={refusedTitle} message={compilation.result.message} />;
  const { structure, result } = shown.result.ok ? shown : compilation;
  if (!result.ok) return null;
  return (
    <PreviewBoundary resetKey={result.compiled} title={refusedTitle}>
      <Suspense
        fallback={
          <p className="muted">
            <Trans>Loading...</Trans>
          </p>
        }
      >
        <DraftForm structure={structure} compiled={result.compiled} display={draft.display} answers={answers} onAnswers={setAnswers} />
      </Suspense>
    </PreviewBoundary>
  );
}
