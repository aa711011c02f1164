/**
 * @huddle/components/form-compiler: in-page schema compiling for the pages
 * that allow it (admin, Storybook, tests). See installFormCompiler.
 */
export { installFormCompiler } from './install-form-compiler.ts';
