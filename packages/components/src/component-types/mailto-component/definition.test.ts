import { describe, expect, it } from 'vitest';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';

describe('MailtoComponent', () => {
  it('is a display component of the Footer section, without answers or admin', () => {
    const compiled = compileSample([
      sampleComponent('MailtoComponent', 1),
      sampleComponent('Footer', 2),
      sampleComponent('DigitalSignature', 3),
    ]);
    expect(compiled.sections.Footer.map((component) => component.componentType)).toEqual(['MailtoComponent', 'Footer']);
    expect(compiled.sections.Footer[0]).toMatchObject({ available: true, hasAnswers: false });
    expect(Object.keys(compiled.jsonSchema.properties ?? {})).toEqual(['digitalSignature']);
  });
});
