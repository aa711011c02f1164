import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from '../api/api-error.ts';

interface AnswersBoundaryState {
  error: unknown;
}

/**
 * Keeps the participant detail usable when the read-only answers cannot render
 * (e.g. a form version the renderer cannot compile): the rest of the page (status,
 * decisions, log) stays, and an alert says why the answers are missing.
 */
export class AnswersBoundary extends Component<{ children: ReactNode }, AnswersBoundaryState> {
  override state: AnswersBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AnswersBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The application answers could not be rendered', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <p role="alert" className="alert alert--error">
        The application answers cannot be shown: {errorMessage(this.state.error)}
      </p>
    );
  }
}
