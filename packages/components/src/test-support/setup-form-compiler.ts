import { installFormCompiler } from '../form-compiler/install-form-compiler.ts';

// Component tests render forms without loading validator modules from an API: they compile in the page.
installFormCompiler();
