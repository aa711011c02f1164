import { useLingui } from '@lingui/react/macro';
import type { MenuGroup, MenuLink } from './side-menu-groups.ts';

/** The translated texts of the side menu's groups and links. */
export interface MenuLabels {
  group: (id: MenuGroup['id']) => string;
  link: (link: MenuLink) => string;
}

/**
 * The side menu's names (spec §2): groups 'NFL Programs', 'Legends Directory',
 * 'Football Ops'; links 'Program List', 'Program Builder', 'Applicants List',
 * 'Form Builder', in the current language.
 */
export function useMenuLabels(): MenuLabels {
  const { t } = useLingui();
  const groups: Record<MenuGroup['id'], string> = {
    nflPrograms: t`NFL Programs`,
    legends: t`Legends Directory`,
    footballOps: t`Football Ops`,
  };
  const links: Record<MenuLink['kind'], string> = {
    programList: t`Program List`,
    formsList: t`Program Builder`,
    participants: t`Applicants List`,
    form: t`Form Builder`,
    legends: t`Legends`,
  };
  return { group: (id) => groups[id], link: (link) => links[link.kind] };
}
