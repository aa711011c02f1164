import { getUiOptions } from '@rjsf/utils';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { CompiledComponent } from '@huddle/form-engine';
import { displayComponentView } from '../react-parts/react-parts-registry.ts';
import { UnavailableComponentNotice } from '../unavailable-component-notice.tsx';
import type { ProgramFormContext } from './program-form-context.ts';

/**
 * Objects: the root lays out the Body section in component order (answers
 * objects, notices for unavailable types, display components placed in the
 * Body); every other object is a fieldset with its title as legend and its
 * fields in a responsive grid.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, properties, title, description, registry, uiSchema, className } = props;
  const visible = properties.filter((property) => !property.hidden);
  const hiddenContent = properties.filter((property) => property.hidden).map((property) => property.content);

  if (fieldPathId.path.length === 0) {
    const context = registry.formContext as Partial<ProgramFormContext> | undefined;
    return (
      <div className="form-body">
        {renderBody(visible, context)}
        {hiddenContent}
      </div>
    );
  }

  const legend = getUiOptions(uiSchema).title ?? title;
  return (
    <fieldset className={['form-section', className ?? ''].filter(Boolean).join(' ')} id={fieldPathId.$id}>
      {legend ? <legend className="form-section__title">{legend}</legend> : null}
      {description ? <div className="form-section__description">{description}</div> : null}
      <div className="form-grid">{visible.map((property) => property.content)}</div>
      {hiddenContent}
    </fieldset>
  );
}

/** Body components in display order; answers objects the sections do not mention come last. */
function renderBody(properties: ObjectFieldTemplatePropertyType[], context: Partial<ProgramFormContext> | undefined): ReactNode[] {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const nodes: ReactNode[] = [];
  for (const component of context?.bodyComponents ?? []) {
    const property = byName.get(component.componentKey);
    if (property) {
      nodes.push(property.content);
      byName.delete(component.componentKey);
    } else {
      nodes.push(renderBodyComponent(component, context));
    }
  }
  return [...nodes, ...[...byName.values()].map((property) => property.content)];
}

function renderBodyComponent(component: CompiledComponent, context: Partial<ProgramFormContext> | undefined): ReactNode {
  if (!component.available) return <UnavailableComponentNotice key={`notice-${component.componentId}`} component={component} />;
  const View = displayComponentView(component.componentType);
  if (!View || !context?.program) return null;
  return <View key={`view-${component.componentId}`} component={component} program={context.program} />;
}
