import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getNearestBlockElementAncestorOrThrow, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, type LexicalEditor, type TextFormatType } from 'lexical';
import { useEffect, useState } from 'react';

/** The block style the toolbar's style menu shows (spec §9 'headers 1-6'). */
export type BlockStyle = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** What the toolbar shows as pressed for the current selection. */
export interface ToolbarState {
  blockStyle: BlockStyle;
  formats: ReadonlySet<TextFormatType>;
  isQuote: boolean;
  list: 'bullet' | 'number' | null;
  isLink: boolean;
}

const initialState: ToolbarState = { blockStyle: 'paragraph', formats: new Set(), isQuote: false, list: null, isLink: false };

/** The inline formats of spec §9 that the toolbar toggles. */
export const toolbarFormats = ['bold', 'italic', 'underline', 'strikethrough'] as const satisfies readonly TextFormatType[];

function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return initialState;
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? null : $getNearestBlockElementAncestorOrThrow(anchor);
  const list = $getNearestNodeOfType(anchor, ListNode);
  const listType = $isListNode(list) ? list.getListType() : null;
  const parent = anchor.getParent();
  return {
    blockStyle: $isHeadingNode(block) ? block.getTag() : 'paragraph',
    formats: new Set(toolbarFormats.filter((format) => selection.hasFormat(format))),
    isQuote: $isQuoteNode(block),
    list: listType === 'bullet' || listType === 'number' ? listType : null,
    isLink: $isLinkNode(parent) || $isLinkNode(anchor),
  };
}

/** The toolbar state of the editor's selection, updated on every editor update. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState<ToolbarState>(initialState);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setState(editorState.read($readToolbarState));
      }),
    [editor],
  );
  return state;
}
