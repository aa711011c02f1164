import { describe, expect, it } from 'vitest';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { formatEventDate } from './format-event-date.ts';

describe('EventDescription', () => {
  it('is a Header display component without answers', () => {
    const compiled = compileSample([sampleComponent('EventDescription', 1), sampleComponent('Banner', 0)]);
    expect(compiled.sections.Header.map((component) => component.componentType)).toEqual(['Banner', 'EventDescription']);
    expect(compiled.sections.Header.every((component) => component.available && !component.hasAnswers)).toBe(true);
  });

  it("formats dates as 'MMMM D, YYYY'", () => {
    expect(formatEventDate('2026-06-01')).toBe('June 1, 2026');
    expect(formatEventDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatEventDate(null)).toBeNull();
    expect(formatEventDate('not a date')).toBeNull();
  });
});
