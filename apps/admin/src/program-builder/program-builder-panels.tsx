import { useQueryClient } from '@tanstack/react-query';
import { formVersionsQuery } from '../api/program-builder-versions.ts';
import { publicProgramQuery } from '../api/programs.ts';
import { editableSettingsFields } from '@huddle/program-rules';
import { useCurrentUser, usePermissions } from '../session/current-user-atom.ts';
import { ComponentsPanel } from './components-panel.tsx';
import { ContactsPanel } from './contacts-panel.tsx';
import { FormVersionsSection } from './form-versions-section.tsx';
import { QuestionsPanel } from './questions-panel.tsx';
import { TranslationsPanel } from './translations-panel.tsx';
import './program-builder.css';

/** Props of ProgramBuilderPanels: the program open in the builder. */
export interface ProgramBuilderPanelsProps {
  programId: number;
}

/**
 * The panels under the program settings form (spec §2 'Program admin
 * screens'): Program Components, Program Questions, Program Contacts, the
 * Spanish texts side by side (issue 14.3) and the Form Versions history (loaded again after every save of the form).
 * What each user may do follows the session's permissions (spec §6; the
 * server is the authority): 'New' component and question for admins only
 * (programs.components.create, programs.questions.create), adding contacts
 * for admin or Legends admin (contacts.create), every other change with
 * programs.edit; others see the panels read-only.
 */
export function ProgramBuilderPanels({ programId }: ProgramBuilderPanelsProps) {
  const permissions = usePermissions();
  const { roles } = useCurrentUser();
  const queryClient = useQueryClient();
  const canEdit = permissions.includes('programs.edit');
  // A save of the form may have made a new form version: its history and the program's public form are stale.
  const formChanged = () => {
    void queryClient.invalidateQueries({ queryKey: formVersionsQuery(programId).queryKey });
    void queryClient.invalidateQueries({ queryKey: publicProgramQuery(programId).queryKey });
  };
  return (
    <div className="program-builder-panels">
      <ComponentsPanel
        programId={programId}
        canEdit={canEdit}
        canCreate={permissions.includes('programs.components.create')}
        onFormChanged={formChanged}
      />
      <QuestionsPanel
        programId={programId}
        canEdit={canEdit}
        canCreate={permissions.includes('programs.questions.create')}
        onFormChanged={formChanged}
      />
      <ContactsPanel programId={programId} canEdit={canEdit} canCreate={permissions.includes('contacts.create')} />
      <TranslationsPanel programId={programId} canEdit={canEdit} editableProgramFields={editableSettingsFields(roles)} />
      <FormVersionsSection programId={programId} />
    </div>
  );
}
