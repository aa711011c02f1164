import { loadAllComponentReactParts } from '../react-parts/react-parts-registry.ts';

// Component tests render any form at once: every type's React parts are loaded before the tests run.
await loadAllComponentReactParts();
