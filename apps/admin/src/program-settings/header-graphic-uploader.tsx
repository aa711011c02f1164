import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { errorMessage } from '../api/api-error.ts';
import { HEADER_GRAPHIC_MAX_BYTES, uploadHeaderGraphic } from '../api/header-graphic.ts';
import { useSettingsField } from './settings-form-context.ts';

/** The image types the API takes (decided by content on the server). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'uploaded'; fileName: string } | { kind: 'failed'; message: string };

/**
 * The header graphic uploader of 'Program Information' (spec §2, §4, §5):
 * shows the current graphic, takes one png, jpeg, gif or webp image of at
 * most 2 MB (the configured limit; larger files are refused before
 * uploading with that limit in the message), uploads it (the API decides
 * the type by content, names it by the spec §5 rules, sets
 * headerGraphicPath and saves) and shows the new graphic.
 */
export function HeaderGraphicUploader({ programId }: { programId: number }) {
  const { t } = useLingui();
  const view = useSettingsField('headerGraphicPath');
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  if (!view.isVisible) return null;
  const path = view.form.values.headerGraphicPath;

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (file.size > HEADER_GRAPHIC_MAX_BYTES) {
      setState({
        kind: 'failed',
        message: t`The file that you are uploading is too large. Please upload a file that is less than 2 Megabytes`,
      });
      return;
    }
    setState({ kind: 'uploading' });
    try {
      const stored = await uploadHeaderGraphic(programId, file);
      view.form.setHeaderGraphicPath(stored.headerGraphicPath);
      setState({ kind: 'uploaded', fileName: stored.fileName });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <section className="header-graphic" aria-labelledby="header-graphic-heading">
      <h2 id="header-graphic-heading" className="settings-section__title">
        {view.label}
      </h2>
      {path ? (
        <img className="header-graphic__image" src={path} alt={t`Current header graphic`} />
      ) : (
        <p className="muted">{t`No header graphic`}</p>
      )}
      <div className="header-graphic__actions">
        <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => void upload(files)}>
          <Button className="button" isDisabled={view.isDisabled || state.kind === 'uploading'}>
            {state.kind === 'uploading' ? t`Uploading...` : t`Upload Header Graphic`}
          </Button>
        </FileTrigger>
        <span className="settings-field__hint">{t`PNG, JPEG, GIF or WebP image, 2 MB at most.`}</span>
      </div>
      <p role="status" className="header-graphic__status">
        {state.kind === 'uploaded' ? t`Header graphic saved as ${state.fileName}.` : null}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="settings-field__error">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
