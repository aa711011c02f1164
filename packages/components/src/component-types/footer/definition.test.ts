import { describe, expect, it } from 'vitest';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';

describe('Footer', () => {
  it('is placed in the Footer section, after the Body, without answers', () => {
    const compiled = compileSample([sampleComponent('Footer', 1), sampleComponent('DigitalSignature', 2)]);
    expect(compiled.sections.Footer).toMatchObject([{ componentType: 'Footer', available: true, hasAnswers: false }]);
    expect(compiled.sections.Body.map((component) => component.componentType)).toEqual(['DigitalSignature']);
    expect(Object.keys(compiled.jsonSchema.properties ?? {})).toEqual(['digitalSignature']);
  });
});
