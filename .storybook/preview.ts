import type { Preview } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import '../packages/components/src/theme.css';
import { installFormCompiler } from '../packages/components/src/form-compiler/install-form-compiler.ts';
import { loadAllComponentReactParts } from '../packages/components/src/react-parts/react-parts-registry.ts';

// Stories render forms without an API to load validator modules from: they compile in the page.
installFormCompiler();

// The form's interface texts in English (their source texts; no catalogue needed).
i18n.loadAndActivate({ locale: 'en', messages: {} });

const preview: Preview = {
  // Stories show any component type at once: every type's React parts load before the first story.
  async beforeAll() {
    await loadAllComponentReactParts();
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
