import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { CompiledComponent } from '@huddle/form-engine';
import type { ProgramDisplay } from '../program-display.ts';

/** Props every display view (Header/Footer/Body display-only component) receives. */
export interface DisplayComponentViewProps {
  component: CompiledComponent;
  program: ProgramDisplay;
}

/**
 * The React side of one component type, exported as `reactParts` from
 * `component-types/<name>/react-parts.ts` and picked up without a registry
 * line (the pure registry line in definitions/index.ts is the only one):
 * - `view`: how a display-only type renders (Banner, EventDescription...);
 * - `fields` / `widgets`: RJSF custom fields and widgets its uiSchema names
 *   with 'ui:field' / 'ui:widget'. Names are global: prefix them with the
 *   type name (e.g. 'BusinessOwnershipInformation.OwnerTable').
 */
export interface ComponentReactParts {
  /** Registry name of the type (spec §2), e.g. 'Banner'. */
  name: string;
  view?: ComponentType<DisplayComponentViewProps>;
  fields?: RegistryFieldsType;
  widgets?: RegistryWidgetsType;
}
