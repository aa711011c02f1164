import type { Preview } from '@storybook/react-vite';
import '../packages/components/src/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
