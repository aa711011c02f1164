import type { Preview } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import '../packages/components/src/theme.css';
import { installFormCompiler } from '../packages/components/src/form-compiler/install-form-compiler.ts';

// Stories render forms without an API to load validator modules from: they compile in the page.
installFormCompiler();

// The form's interface texts in English (their source texts; no catalogue needed).
i18n.loadAndActivate({ locale: 'en', messages: {} });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
