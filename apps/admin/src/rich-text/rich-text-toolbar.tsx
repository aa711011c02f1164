import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { useLingui } from '@lingui/react/macro';
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
} from 'lexical';
import { useRef } from 'react';
import { Button, DialogTrigger, ToggleButton, Toolbar } from 'react-aria-components';
import { AddressDialog } from './address-dialog.tsx';
import { BlockStyleSelect } from './block-style-select.tsx';
import { $createImageNode } from './image-node.tsx';
import { isSafeImageUrl, isSafeLinkUrl } from '@huddle/program-rules';
import { type BlockStyle, toolbarFormats, useToolbarState } from './use-toolbar-state.ts';

/** Props of RichTextToolbar: the editor's label (names the toolbar) and whether it is disabled. */
export interface RichTextToolbarProps {
  label: string;
  isDisabled: boolean;
}

/**
 * The rich text toolbar of spec §9: headers 1-6 (style menu), bold, italic,
 * underline, strike, blockquote, ordered and bullet lists, indent (and
 * outdent), link and image. A react-aria Toolbar: one tab stop, arrow keys
 * move between its buttons; pressed buttons follow the selection.
 */
export function RichTextToolbar({ label, isDisabled }: RichTextToolbarProps) {
  const { t } = useLingui();
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);
  const saved = useRef<BaseSelection | null>(null);
  const formatLabels = { bold: t`Bold`, italic: t`Italic`, underline: t`Underline`, strikethrough: t`Strikethrough` } as const;
  const formatGlyphs = { bold: 'B', italic: 'I', underline: 'U', strikethrough: 'S' } as const;

  const setBlockStyle = (style: BlockStyle) =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection))
        $setBlocksType(selection, () => (style === 'paragraph' ? $createParagraphNode() : $createHeadingNode(style)));
    });
  const toggleQuote = () =>
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) $setBlocksType(selection, () => (state.isQuote ? $createParagraphNode() : $createQuoteNode()));
    });
  const toggleList = (list: 'bullet' | 'number') => {
    if (state.list === list) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(list === 'number' ? INSERT_ORDERED_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
  };
  /** The dialogs take the focus: the selection is kept to act on it afterwards. */
  const keepSelection = () => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
  };
  const withSavedSelection = (action: () => void) =>
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      action();
    });

  return (
    <Toolbar className="rich-text__toolbar" aria-label={t`${label} formatting`}>
      <BlockStyleSelect value={state.blockStyle} onChange={setBlockStyle} isDisabled={isDisabled} />
      {toolbarFormats.map((format) => (
        <ToggleButton
          key={format}
          className={`rich-text__button rich-text__button--${format}`}
          aria-label={formatLabels[format]}
          isSelected={state.formats.has(format)}
          isDisabled={isDisabled}
          onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          <span aria-hidden="true">{formatGlyphs[format]}</span>
        </ToggleButton>
      ))}
      <ToggleButton
        className="rich-text__button"
        aria-label={t`Blockquote`}
        isSelected={state.isQuote}
        isDisabled={isDisabled}
        onChange={toggleQuote}
      >
        <span aria-hidden="true">❝</span>
      </ToggleButton>
      <ToggleButton
        className="rich-text__button rich-text__button--numbered"
        aria-label={t`Numbered list`}
        isSelected={state.list === 'number'}
        isDisabled={isDisabled}
        onChange={() => toggleList('number')}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <path d="M2 2.5h1.5v3M2 5.5h3M2 9.5h2.5L2 12.5h3" fill="none" stroke="currentColor" strokeWidth="1.2" />
          <path d="M7 4h8M7 11h8" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </ToggleButton>
      <ToggleButton
        className="rich-text__button"
        aria-label={t`Bulleted list`}
        isSelected={state.list === 'bullet'}
        isDisabled={isDisabled}
        onChange={() => toggleList('bullet')}
      >
        <span aria-hidden="true">•</span>
      </ToggleButton>
      <Button
        className="rich-text__button"
        aria-label={t`Indent`}
        isDisabled={isDisabled}
        onPress={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
      >
        <span aria-hidden="true">⇥</span>
      </Button>
      <Button
        className="rich-text__button"
        aria-label={t`Outdent`}
        isDisabled={isDisabled}
        onPress={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
      >
        <span aria-hidden="true">⇤</span>
      </Button>
      <DialogTrigger onOpenChange={(open) => open && keepSelection()}>
        <Button className="rich-text__button" aria-label={t`Link`} isDisabled={isDisabled}>
          <span aria-hidden="true">🔗</span>
        </Button>
        <AddressDialog
          title={t`Insert Link`}
          addressLabel={t`Link address`}
          invalidMessage={t`Enter a web address starting with http:// or https:// (or mailto: or tel:).`}
          isValid={isSafeLinkUrl}
          onSubmit={(url) => withSavedSelection(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, rel: 'noopener noreferrer' }))}
          onRemove={state.isLink ? () => withSavedSelection(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)) : undefined}
        />
      </DialogTrigger>
      <DialogTrigger onOpenChange={(open) => open && keepSelection()}>
        <Button className="rich-text__button" aria-label={t`Image`} isDisabled={isDisabled}>
          <span aria-hidden="true">🖼</span>
        </Button>
        <AddressDialog
          title={t`Insert Image`}
          addressLabel={t`Image address`}
          descriptionLabel={t`Image description`}
          invalidMessage={t`Enter an image address starting with https:// or http://.`}
          isValid={isSafeImageUrl}
          onSubmit={(src, altText) => withSavedSelection(() => $insertNodes([$createImageNode(src, altText)]))}
        />
      </DialogTrigger>
    </Toolbar>
  );
}
