import { describe, expect, it } from 'vitest';
import { pageAssets, type BuildManifest } from './page-assets.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-a1.css'] },
  'src/program/program-application.tsx': {
    file: 'assets/program-application-b2.js',
    imports: ['index.html', '_shared-c3.js'],
    css: ['assets/program-application-b2.css'],
  },
  '_shared-c3.js': { file: 'assets/shared-c3.js', css: ['assets/shared-c3.css'] },
  'parts/a.ts': { file: 'assets/react-parts-d4.js', imports: ['_shared-c3.js'] },
};

describe('pageAssets (the links index.html adds for the start-up code)', () => {
  it('lists each chunk and its stylesheets once, following static imports, without the entry index.html loads', () => {
    expect(pageAssets(manifest, ['src/program/program-application.tsx', 'parts/a.ts', 'parts/missing.ts'])).toEqual({
      scripts: ['/assets/program-application-b2.js', '/assets/shared-c3.js', '/assets/react-parts-d4.js'],
      stylesheets: ['/assets/program-application-b2.css', '/assets/shared-c3.css'],
    });
  });
});
