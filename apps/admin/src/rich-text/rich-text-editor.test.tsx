// @vitest-environment jsdom
// DOMPurify needs a complete DOM (happy-dom drops headings and lets scripts through): this file runs in jsdom.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

afterEach(cleanup);

function editorBox(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

describe('RichTextEditor (Lexical, spec §9 toolbar)', () => {
  it('offers the spec §9 toolbar: text styles, bold, italic, underline, strike, blockquote, lists, indent, link, image', () => {
    renderWithI18n(<RichTextEditor label="Footer Message" value="" onChange={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Footer Message formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Blockquote',
      'Numbered list',
      'Bulleted list',
      'Indent',
      'Outdent',
      'Link',
      'Image',
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    expect(toolbar.querySelector('[aria-label="Text style"]') ?? toolbar.querySelector('button[aria-haspopup="listbox"]')).not.toBeNull();
  });

  it('loads the value without its scripts, event handlers or javascript: links, and does not report the load as an edit', async () => {
    const onChange = vi.fn();
    const html =
      '<h2>Welcome</h2><p>Hello <b>Legends</b><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">click</a></p>';
    renderWithI18n(<RichTextEditor label="Program Description" value={html} onChange={onChange} />);
    const box = editorBox('Program Description');
    await waitFor(() => expect(box.textContent).toContain('Hello Legends'));
    expect(box.querySelector('h2')?.textContent).toBe('Welcome');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.innerHTML).not.toContain('javascript:');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a new value given from outside (e.g. the payment link marker)', async () => {
    function Harness() {
      const [value, setValue] = useState('<p>You are in.</p>');
      return (
        <>
          <button type="button" onClick={() => setValue(`<p>[PAYMENT LINK]</p>${value}`)}>
            add marker
          </button>
          <RichTextEditor label="Approval Email" value={value} onChange={setValue} />
        </>
      );
    }
    renderWithI18n(<Harness />);
    await waitFor(() => expect(editorBox('Approval Email').textContent).toBe('You are in.'));
    screen.getByRole('button', { name: 'add marker' }).click();
    await waitFor(() => expect(editorBox('Approval Email').textContent).toBe('[PAYMENT LINK]You are in.'));
  });

  it('is read-only with a disabled toolbar when disabled', async () => {
    renderWithI18n(<RichTextEditor label="Legal Disclaimer Message" value="<p>Terms</p>" onChange={vi.fn()} isDisabled />);
    const box = editorBox('Legal Disclaimer Message');
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveProperty('disabled', true);
  });
});
