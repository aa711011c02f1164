import { useAtom } from 'jotai';
import { usePermissions } from '../session/current-user-atom.ts';
import { ComponentsPanel } from './components-panel.tsx';
import { ContactsPanel } from './contacts-panel.tsx';
import { FormVersionsSection } from './form-versions-section.tsx';
import { formRevisionAtom } from './form-revision-atom.ts';
import { QuestionsPanel } from './questions-panel.tsx';
import './program-builder.css';

/** Props of ProgramBuilderPanels: the program open in the builder. */
export interface ProgramBuilderPanelsProps {
  programId: number;
}

/**
 * The panels under the program settings form (spec §2 'Program admin
 * screens'): Program Components, Program Questions, Program Contacts and
 * the Form Versions history (loaded again after every save of the form).
 * What each user may do follows the session's permissions (spec §6; the
 * server is the authority): 'New' component and question for admins only
 * (programs.components.create, programs.questions.create), adding contacts
 * for admin or Legends admin (contacts.create), every other change with
 * programs.edit; others see the panels read-only.
 */
export function ProgramBuilderPanels({ programId }: ProgramBuilderPanelsProps) {
  const permissions = usePermissions();
  const [revision, setRevision] = useAtom(formRevisionAtom);
  const canEdit = permissions.includes('programs.edit');
  const formChanged = () => setRevision((value) => value + 1);
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
      <FormVersionsSection programId={programId} revision={revision} />
    </div>
  );
}
