import type { CompiledComponent } from '@huddle/form-engine';

/**
 * Shown in place of a component whose type this build does not know
 * (CompiledComponent.available false); the rest of the form still renders.
 */
export function UnavailableComponentNotice({ component }: { component: CompiledComponent }) {
  const name = component.displayName || component.componentType;
  return (
    <div className="notice notice--unavailable" role="note">
      This part of the form ({name}) is not available yet.
    </div>
  );
}
