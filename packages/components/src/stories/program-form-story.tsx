import { useMemo, useState } from 'react';
import type { ProgramComponent, Question } from '@huddle/schemas';
import type { FormServices } from '../form-services.ts';
import { ProgramForm } from '../program-form/program-form.tsx';
import type { ProgramDisplay } from '../program-display.ts';
import { compileSample } from '../test-support/form-definitions.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { storyFormServices } from './story-form-services.ts';

/** Props of ProgramFormStory: a small form definition and the state to start from. */
export interface ProgramFormStoryProps {
  components: ProgramComponent[];
  questions?: Question[];
  initialData?: Record<string, unknown>;
  program?: ProgramDisplay;
  readOnly?: boolean;
  submitting?: boolean;
  /** Uploads and player look-ups; defaults to the in-memory story services. */
  services?: FormServices;
  /** Answer paths supplied by the player database ('playerDbInfo.firstName'), shown disabled. */
  lockedFields?: ReadonlySet<string>;
}

/**
 * Renders ProgramForm for a story: compiles the definition with the real
 * registry, keeps the answers in state (as an app does) and shows what a
 * submit would send.
 */
export function ProgramFormStory({
  components,
  questions = [],
  initialData = {},
  program = sampleProgram,
  readOnly,
  submitting,
  services = storyFormServices,
  lockedFields,
}: ProgramFormStoryProps) {
  const compiled = useMemo(() => compileSample(components, questions), [components, questions]);
  const [data, setData] = useState<Record<string, unknown>>(initialData);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <main>
      <ProgramForm
        compiled={compiled}
        program={program}
        formData={data}
        onChange={setData}
        onSubmit={(answers) => setSent(JSON.stringify(answers, null, 2))}
        readOnly={readOnly}
        submitting={submitting}
        services={services}
        lockedFields={lockedFields}
      />
      {sent ? (
        <section aria-label="Submitted answers" style={{ maxWidth: '60rem', margin: '0 auto', padding: '0 2rem 2rem' }}>
          <h2>Submitted answers</h2>
          <pre>{sent}</pre>
        </section>
      ) : null}
    </main>
  );
}
