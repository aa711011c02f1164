import { t } from '@lingui/core/macro';
import type { CompiledComponent } from '@huddle/form-engine';
import { useInterfaceLanguage } from './i18n/use-interface-language.ts';

/**
 * Shown in place of a component whose type this build does not know
 * (CompiledComponent.available false); the rest of the form still renders.
 */
export function UnavailableComponentNotice({ component }: { component: CompiledComponent }) {
  useInterfaceLanguage();
  const name = component.displayName || component.componentType;
  return (
    <div className="notice notice--unavailable" role="note">
      {t`This part of the form (${name}) is not available yet.`}
    </div>
  );
}
