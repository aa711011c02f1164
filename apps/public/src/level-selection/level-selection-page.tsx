import { t } from '@lingui/core/macro';
import { useInterfaceLanguage } from '@huddle/components';
import { useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { coachingLevelDestination, type CoachingLevel } from './coaching-levels.ts';
import { LevelSelectionForm } from './level-selection-form.tsx';

/** Props of LevelSelectionPage: the page title from the resolved public path. */
export interface LevelSelectionPageProps {
  title: string;
}

/**
 * /coaches-academy-experience (spec §2 'Coaches academy level selection'): the applicant
 * picks a level and goes to /coaches-academy-basic or /coaches-academy-pro.
 */
export function LevelSelectionPage({ title }: LevelSelectionPageProps) {
  useInterfaceLanguage();
  useDocumentTitle(title);
  const navigate = useNavigate();

  function goToAcademy(level: CoachingLevel) {
    void navigate({ href: coachingLevelDestination(level) });
  }

  return (
    <section className="app-card" aria-labelledby="level-selection-heading">
      <h1 id="level-selection-heading">{title}</h1>
      <p>{t`Tell us about your coaching experience so we can direct you to the right academy application.`}</p>
      <LevelSelectionForm onSubmit={goToAcademy} />
    </section>
  );
}
