import { ProgramPage, type ProgramPageProps } from './program-page.tsx';
import { useProgramInLanguage } from './use-program-language.ts';

/** ProgramPage with the program's texts in the applicant's public language (useProgramInLanguage). */
export function ProgramPageInLanguage({ program, ...props }: ProgramPageProps) {
  return <ProgramPage {...props} program={useProgramInLanguage(program)} />;
}
