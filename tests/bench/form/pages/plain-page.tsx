import '@huddle/components/theme.css';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import program from 'virtual:bench-program';
import { markLoaded, reportFirstRender, trackKeystrokes } from './bench-timing.ts';
import { PlainForm } from './plain-form.tsx';
import { plainSections } from './plain-fields.ts';

const sections = plainSections(program.formVersion.compiled);

/** Page B: the plain React form with the same fields. */
function PlainPage() {
  useLayoutEffect(reportFirstRender, []);
  return <PlainForm title={program.eventName} sections={sections} />;
}

markLoaded();
trackKeystrokes();
const container = document.getElementById('root');
if (container === null) throw new Error('the page has no #root element');
createRoot(container).render(<PlainPage />);
