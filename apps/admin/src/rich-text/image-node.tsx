import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { isSafeImageUrl } from '@huddle/program-rules';

/** An image of the rich text as Lexical stores it in JSON. */
export type SerializedImageNode = Spread<{ src: string; altText: string }, SerializedLexicalNode>;

function convertImageElement(element: HTMLElement): DOMConversionOutput {
  const src = element.getAttribute('src') ?? '';
  if (!isSafeImageUrl(src)) return { node: null };
  return { node: $createImageNode(src, element.getAttribute('alt') ?? '') };
}

/**
 * The spec §9 toolbar 'image': an inline image of the rich text, exported to
 * HTML as <img src alt> (the API's sanitizer keeps http(s) images). Only
 * addresses accepted by isSafeImageUrl are read from HTML or shown.
 */
export class ImageNode extends DecoratorNode<JSX.Element | null> {
  __src: string;
  __altText: string;

  static override getType(): string {
    return 'image';
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__altText, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.altText);
  }

  static override importDOM(): DOMConversionMap {
    return { img: () => ({ conversion: convertImageElement, priority: 0 }) };
  }

  constructor(src: string, altText: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, altText: this.__altText };
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.__src);
    image.setAttribute('alt', this.__altText);
    return { element: image };
  }

  override createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'rich-text__image';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element | null {
    return isSafeImageUrl(this.__src) ? <img src={this.__src} alt={this.__altText} /> : null;
  }
}

/** A new image node (src must pass isSafeImageUrl to be shown). */
export function $createImageNode(src: string, altText: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, altText));
}

/** True for an ImageNode. */
export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
