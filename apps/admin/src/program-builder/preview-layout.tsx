import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { usePreviewBeside } from './use-preview-beside.ts';

/** Props of PreviewLayout: the editor column and the preview (rendered only while shown). */
export interface PreviewLayoutProps {
  editor: ReactNode;
  /** Called only while the preview is shown, so a hidden preview compiles nothing. */
  renderPreview: () => ReactNode;
}

/**
 * The builder page's layout (issue 13 'Laptop and phone widths'): the live
 * preview beside the editor where the window has room (usePreviewBeside),
 * never over it; elsewhere a 'Show preview' button (aria-expanded,
 * aria-controls) above the editor opens the preview between the button and
 * the editor, in reading and tab order. Switching layouts keeps the editor's
 * and the preview's state (keyed children).
 */
export function PreviewLayout({ editor, renderPreview }: PreviewLayoutProps) {
  const { t } = useLingui();
  const beside = usePreviewBeside();
  const [open, setOpen] = useState(false);
  const previewId = useId();
  const shown = beside || open;
  const editorColumn = (
    <div key="editor" className="program-information__editor">
      {editor}
    </div>
  );
  const preview = (
    <aside key="preview" id={previewId} className="program-information__preview" aria-label={t`Live preview`} hidden={!shown}>
      {shown ? renderPreview() : null}
    </aside>
  );
  if (beside) {
    return <div className="program-information__layout program-information__layout--beside">{[editorColumn, preview]}</div>;
  }
  const toggle = (
    <div key="toggle" className="program-information__preview-toggle">
      <Button className="button" aria-expanded={open} aria-controls={previewId} onPress={() => setOpen((value) => !value)}>
        {open ? t`Hide preview` : t`Show preview`}
      </Button>
    </div>
  );
  return <div className="program-information__layout">{[toggle, preview, editorColumn]}</div>;
}
