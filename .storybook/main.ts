import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { linguiVitePlugins } from '../apps/public/lingui-vite-plugins.ts';

/**
 * Storybook for @huddle/components: every component type's states (empty,
 * filled, invalid, conditional branches, read-only) rendered with the real
 * compileForm() and theme. @storybook/addon-vitest runs every story (and its
 * play function) as a test in `vitest run` (project 'storybook'), in English
 * (preview.ts activates it). Telemetry
 * off: it slows builds without network.
 */
const config: StorybookConfig = {
  stories: ['../packages/components/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The components' Lingui macros and catalogue, compiled as in the public app (its config lists the catalogue).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      ...linguiVitePlugins(fileURLToPath(new URL('../apps/public/lingui.config.ts', import.meta.url))),
    ],
  }),
};

export default config;
