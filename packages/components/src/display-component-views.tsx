import type { ComponentType } from 'react';
import type { CompiledComponent } from '@huddle/form-engine';
import type { ProgramDisplay } from './program-display.ts';
import { BannerView } from './component-types/banner/banner.tsx';
import { EventDescriptionView } from './component-types/event-description/event-description.tsx';
import { FooterView } from './component-types/footer/footer.tsx';

/** Props every display component view receives. */
export interface DisplayComponentViewProps {
  component: CompiledComponent;
  program: ProgramDisplay;
}

/**
 * React views of the display-only component types, keyed by component type
 * name (the registry's keys). A type without answers and without a view here
 * renders nothing.
 */
export const displayComponentViews: Readonly<Record<string, ComponentType<DisplayComponentViewProps>>> = {
  Banner: BannerView,
  EventDescription: EventDescriptionView,
  Footer: FooterView,
};
