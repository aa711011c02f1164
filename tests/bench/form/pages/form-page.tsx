import '@huddle/components/theme.css';
import { i18n } from '@lingui/core';
import { loadFormMessages, ProgramForm } from '@huddle/components';
import { instantiateValidatorModule, registerValidation } from '@huddle/form-engine';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import program from 'virtual:bench-program';
import createChecks from 'virtual:bench-validator';
import { markLoaded, reportFirstRender, trackKeystrokes } from './bench-timing.ts';

/** Page A: the program's form rendered by @huddle/components ProgramForm, answers in state as apps/public keeps them. */
function FormPage() {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  useLayoutEffect(reportFirstRender, []);
  return (
    <ProgramForm
      compiled={program.formVersion.compiled}
      program={program}
      formData={formData}
      onChange={setFormData}
      onSubmit={() => undefined}
    />
  );
}

// The form version's precompiled validator, registered as apps/public registers the module it imports.
registerValidation(program.formVersion.compiled, instantiateValidatorModule(program.formVersion.compiled, { default: createChecks }));
markLoaded();
trackKeystrokes();
const container = document.getElementById('root');
if (container === null) throw new Error('the page has no #root element');
// English texts of the form, active before the first render as apps/public activates them.
i18n.loadAndActivate({ locale: 'en', messages: await loadFormMessages('en') });
createRoot(container).render(<FormPage />);
