import type { ComponentReactParts } from '../../react-parts/component-react-parts.ts';
import { BannerView } from './banner.tsx';

/** React side of Banner: its display view. */
export const reactParts: ComponentReactParts = { name: 'Banner', view: BannerView };
