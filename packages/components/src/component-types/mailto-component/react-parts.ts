import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { MailtoLink } from './mailto-link.tsx';

/** React side of MailtoComponent: its display view. */
export const reactParts: ComponentReactParts = { name: 'MailtoComponent', view: MailtoLink };
