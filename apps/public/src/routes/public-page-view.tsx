import { LevelSelectionPage } from '../level-selection/level-selection-page.tsx';
import { ProgramPageInLanguage } from '../program/program-page-in-language.tsx';
import type { PublicPage } from './load-public-page.ts';

/** Renders a loaded public page by its kind; keyed by path so switching paths starts afresh. */
export function PublicPageView({ page }: { page: PublicPage }) {
  if (page.kind === 'level-selection') return <LevelSelectionPage title={page.path.title} />;
  return (
    <ProgramPageInLanguage
      key={page.path.path}
      title={page.path.title}
      program={page.program}
      playerPreload={page.playerPreload}
      programPath={page.path.path}
      resume={page.resume ?? null}
    />
  );
}
