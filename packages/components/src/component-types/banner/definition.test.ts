import { describe, expect, it } from 'vitest';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';

describe('Banner', () => {
  it('is a Header display component without answers or admin', () => {
    const compiled = compileSample([sampleComponent('Banner', 1)]);
    expect(compiled.sections.Header).toMatchObject([{ componentType: 'Banner', available: true, hasAnswers: false }]);
    expect(compiled.jsonSchema.properties).toEqual({});
  });
});
