/**
 * The directory pages' stylesheet (served as /business-directory/directory.css):
 * mobile first, one column below 720px, readable line length, visible focus,
 * colours meeting WCAG AA contrast on white.
 */
export const directoryStyles = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1rem; line-height: 1.5; color: #1b1f24; background: #fff; }
a { color: #0b4f8a; }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, main:focus-visible { outline: 3px solid #c75b00; outline-offset: 2px; }
.skip-link { position: absolute; left: -999px; top: 0; padding: 0.5rem 1rem; background: #fff; }
.skip-link:focus { left: 0.5rem; z-index: 1; }
.site-header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; padding: 0.75rem 1rem; background: #0b2545; }
.site-header a { color: #fff; }
.site-name { font-weight: 700; font-size: 1.125rem; text-decoration: none; }
.language-links { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
.language-links a[aria-current] { font-weight: 700; text-decoration: none; }
main { display: block; max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0.5rem 0 0.75rem; }
h2 { font-size: 1.25rem; }
.intro { max-width: 42rem; }
.search fieldset { display: grid; grid-template-columns: 1fr; gap: 0.75rem; border: 1px solid #8a9199; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
.search legend { font-weight: 700; padding: 0 0.25rem; }
.field { display: flex; flex-direction: column; gap: 0.25rem; }
.field label { font-weight: 600; }
.hint { margin: 0; font-size: 0.875rem; color: #4a5159; }
input, select, button { font: inherit; min-height: 44px; }
input, select { width: 100%; padding: 0.5rem; border: 1px solid #5b636b; border-radius: 4px; background: #fff; color: inherit; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
button { padding: 0.5rem 1.25rem; border: 0; border-radius: 4px; background: #0b4f8a; color: #fff; cursor: pointer; }
.results { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.result { border: 1px solid #c9ced3; border-radius: 6px; padding: 1rem; }
.result h3 { margin: 0 0 0.25rem; font-size: 1.125rem; }
.result p { margin: 0.25rem 0 0; }
.result__facts { color: #4a5159; }
.empty { padding: 1rem; background: #f3f5f7; border-radius: 6px; }
.pagination { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin: 1.5rem 0; }
.facts { display: grid; grid-template-columns: 1fr; gap: 0.75rem; margin: 1rem 0; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.site-footer { max-width: 60rem; margin: 2rem auto 0; padding: 1rem; border-top: 1px solid #c9ced3; color: #4a5159; }
@media (min-width: 720px) {
  .search fieldset { grid-template-columns: repeat(2, 1fr); }
  .field--wide, .actions { grid-column: 1 / -1; }
  .facts { grid-template-columns: repeat(2, 1fr); }
}
`;
