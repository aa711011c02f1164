import { markScriptStart } from './bench-timing.ts';

// Page A entry: the mark comes before the page's code is fetched and evaluated.
markScriptStart();
void import('./form-page.tsx');
