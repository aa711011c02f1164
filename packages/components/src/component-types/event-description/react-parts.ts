import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { EventDescriptionView } from './event-description.tsx';

/** React side of EventDescription: its display view. */
export const reactParts: ComponentReactParts = { name: 'EventDescription', view: EventDescriptionView };
