import { sanitizeRichText } from '@huddle/program-rules/browser';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $setSelection,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  SKIP_DOM_SELECTION_TAG,
} from 'lexical';
import { useEffect, useRef } from 'react';

/** Tag of the updates that load a value given from outside (not reported back as an edit). */
const EXTERNAL_VALUE_TAG = 'huddle-external-value';

/** The root takes blocks only: runs of inline nodes (text, links, images) are put in paragraphs, in order. */
function $blocksOf(nodes: LexicalNode[]): ElementNode[] | LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ElementNode | null = null;
  for (const node of nodes) {
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (isBlock) {
      blocks.push(node);
      paragraph = null;
    } else {
      if (paragraph === null) {
        paragraph = $createParagraphNode();
        blocks.push(paragraph);
      }
      paragraph.append(node);
    }
  }
  return blocks;
}

/** Replaces the editor content with `html`, sanitized first (the rich text policy, with DOMPurify). */
function loadHtml(editor: LexicalEditor, html: string): void {
  editor.update(
    () => {
      const root = $getRoot();
      root.clear();
      const clean = sanitizeRichText(html);
      if (clean === '') {
        root.append($createParagraphNode());
      } else {
        const dom = new DOMParser().parseFromString(clean, 'text/html');
        root.append(...$blocksOf($generateNodesFromDOM(editor, dom)));
        if (root.getChildrenSize() === 0) root.append($createParagraphNode());
      }
      $setSelection(null);
    },
    { tag: [EXTERNAL_VALUE_TAG, SKIP_DOM_SELECTION_TAG] },
  );
}

/** The editor content as HTML; '' when it holds no text and no image. */
function currentHtml(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => {
    const html = $generateHtmlFromNodes(editor, null);
    return $getRoot().getTextContent().trim() === '' && !html.includes('<img') ? '' : html;
  });
}

/** Props of HtmlValuePlugin: the HTML value and where edits go. */
export interface HtmlValuePluginProps {
  value: string;
  onChange: (html: string) => void;
}

/**
 * Keeps a Lexical editor in step with an HTML value: a value given from
 * outside (on load, or when a rule such as '[PAYMENT LINK]' changes it) is
 * sanitized and loaded without being reported back; each edit reports the
 * editor's HTML ($generateHtmlFromNodes). The API sanitizes it again on save.
 */
export function HtmlValuePlugin({ value, onChange }: HtmlValuePluginProps) {
  const [editor] = useLexicalComposerContext();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    loadHtml(editor, value);
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has(EXTERNAL_VALUE_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = currentHtml(editor);
        if (html === reported.current) return;
        reported.current = html;
        onChange(html);
      }),
    [editor, onChange],
  );
  return null;
}
