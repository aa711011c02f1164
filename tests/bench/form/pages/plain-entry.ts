import { markScriptStart } from './bench-timing.ts';

// Page B entry: the mark comes before the page's code is fetched and evaluated.
markScriptStart();
void import('./plain-page.tsx');
