import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { PreviewLayout } from './preview-layout.tsx';
import { previewBesideMinWidth } from './use-preview-beside.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A window `width` CSS pixels wide, as far as min-width media queries go. */
function windowWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
  });
}

function renderLayout() {
  const renderPreview = vi.fn(() => <p>Compiled form</p>);
  renderWithI18n(<PreviewLayout editor={<button type="button">Edit Banner</button>} renderPreview={renderPreview} />);
  return renderPreview;
}

describe('PreviewLayout', () => {
  it('shows the preview beside the editor, without a toggle, from the laptop width', () => {
    windowWidth(previewBesideMinWidth);
    renderLayout();
    expect(screen.getByRole('complementary', { name: 'Live preview' }).textContent).toContain('Compiled form');
    expect(screen.queryByRole('button', { name: 'Show preview' })).toBeNull();
    expect(document.querySelector('.program-information__layout--beside')).not.toBeNull();
  });

  it('keeps the preview behind Show preview on narrower windows, compiling nothing until opened', async () => {
    windowWidth(previewBesideMinWidth - 1);
    const renderPreview = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Show preview' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Compiled form')).toBeNull();
    expect(renderPreview).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    const hide = screen.getByRole('button', { name: 'Hide preview' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const preview = screen.getByRole('complementary', { name: 'Live preview' });
    expect(hide.getAttribute('aria-controls')).toBe(preview.id);
    expect(preview.textContent).toContain('Compiled form');
    // Reading order: the button, the preview it opened, then the editor.
    expect(hide.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      preview.compareDocumentPosition(screen.getByRole('button', { name: 'Edit Banner' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await userEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show preview' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Compiled form')).toBeNull();
  });
});
