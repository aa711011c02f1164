import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { FooterView } from './footer.tsx';

/** React side of Footer: its display view. */
export const reactParts: ComponentReactParts = { name: 'Footer', view: FooterView };
