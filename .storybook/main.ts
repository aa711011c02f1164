import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for @huddle/components: every component type's states (empty,
 * filled, invalid, conditional branches, read-only) rendered with the real
 * compileForm() and theme. @storybook/addon-vitest runs every story (and its
 * play function) as a test in `vitest run` (project 'storybook'). Telemetry
 * off: it slows builds without network.
 */
const config: StorybookConfig = {
  stories: ['../packages/components/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
