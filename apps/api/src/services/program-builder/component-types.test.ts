import { describe, expect, it } from 'vitest';
import type { ComponentType } from '@huddle/form-engine';
import { componentRegistry } from '@huddle/components/definitions';
import { componentTypeInfos, configurationErrors, defaultDisplayName, newComponentKey } from './component-types.ts';

const configurable: ComponentType = {
  name: 'Sample',
  section: 'Body',
  description: 'Sample',
  configSchema: {
    type: 'object',
    properties: { numUploads: { type: 'integer', minimum: 1, maximum: 6 }, sectionTitle: { type: 'string' } },
    required: ['numUploads'],
    additionalProperties: false,
  },
  defaultConfiguration: { numUploads: 1 },
};

describe('component types of the builder', () => {
  it('lists every registry type by name with its config schema or null (No Admin for this Component)', () => {
    const infos = componentTypeInfos(componentRegistry);
    expect(infos.map((info) => info.name)).toEqual(Object.keys(componentRegistry).sort());
    const personal = infos.find((info) => info.name === 'PersonalInformation');
    expect(personal?.configSchema).toMatchObject({ type: 'object' });
    expect(personal?.section).toBe('Body');
    expect(infos.find((info) => info.name === 'Banner')?.configSchema).toBeNull();
  });

  it('gives an added component a lower camel key of its own', () => {
    expect(newComponentKey('PersonalInformation', [])).toBe('personalInformation');
    expect(newComponentKey('NCAAExperience', [])).toBe('ncaaExperience');
    expect(newComponentKey('FOPSCompanyInformation', [])).toBe('fopsCompanyInformation');
    expect(newComponentKey('Banner', ['banner', 'banner2'])).toBe('banner3');
  });

  it('names an added component with its type in words', () => {
    expect(defaultDisplayName('PersonalInformation')).toBe('Personal Information');
    expect(defaultDisplayName('NCAAExperience')).toBe('NCAA Experience');
    expect(defaultDisplayName('FOPSCompanyInformation')).toBe('FOPS Company Information');
  });

  it('checks a configuration over the defaults against the config schema, naming configuration fields', () => {
    expect(configurationErrors(configurable, { sectionTitle: 'Documents' })).toEqual([]);
    expect(configurationErrors(configurable, { numUploads: 7 })).toEqual([{ name: 'configuration.numUploads', reason: 'must be <= 6' }]);
    expect(configurationErrors(configurable, { colour: 'red' })).toEqual([{ name: 'configuration.colour', reason: 'is not allowed' }]);
  });

  it('takes no configuration for a type without admin', () => {
    const banner = componentRegistry.Banner as ComponentType;
    expect(configurationErrors(banner, {})).toEqual([]);
    expect(configurationErrors(banner, { size: 'big' })).toEqual([
      { name: 'configuration', reason: 'this component has no admin configuration (No Admin for this Component)' },
    ]);
  });
});
