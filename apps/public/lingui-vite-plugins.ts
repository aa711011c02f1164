import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/**
 * The Vite plugins that compile Lingui (the macros `t`, `<Trans>`, `useLingui`
 * through Babel, and each .po catalogue when imported) with the Lingui config
 * at `configPath` (absolute, so builds and tests started from any folder find
 * it). Used by the public app, the components' and public app's tests, and
 * Storybook (all with the public config, which lists the form engine's catalogue).
 */
export function linguiVitePlugins(configPath: string): PluginOption[] {
  return [
    lingui({ configPath }),
    babel({ presets: [linguiTransformerBabelPreset({ linguiConfig: getConfig({ configPath }) }, { configPath })] }),
  ];
}
