import { memo } from 'react';
import type { CompiledComponent } from '@huddle/form-engine';
import { displayComponentView } from '../react-parts/react-parts-registry.ts';
import type { ProgramDisplay } from '../program-display.ts';
import { UnavailableComponentNotice } from '../unavailable-component-notice.tsx';

/**
 * The display components of a Header or Footer section in order: each
 * type's view, or the unavailable notice for a type this build does not know.
 * Memoized: typing an answer changes neither the section nor the program.
 */
export const SectionComponents = memo(function SectionComponents({
  components,
  program,
}: {
  components: readonly CompiledComponent[];
  program: ProgramDisplay;
}) {
  return (
    <>
      {components.map((component) => {
        if (!component.available) return <UnavailableComponentNotice key={component.componentId} component={component} />;
        const View = displayComponentView(component.componentType);
        return View ? <View key={component.componentId} component={component} program={program} /> : null;
      })}
    </>
  );
});
