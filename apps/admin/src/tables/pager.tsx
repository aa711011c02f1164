import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';

/** Props of Pager: the current 0-based page, the page count and the two moves. */
export interface PagerProps {
  /** Accessible name of the pagination landmark, e.g. 'Participants pages'. */
  label: string;
  pageIndex: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * Previous / Next paging with 'Page N of M' (spec §2 lists: no page jump and no
 * page size choice). Renders nothing when everything fits on one page.
 */
export function Pager({ label, pageIndex, pageCount, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const page = pageIndex + 1;
  return (
    <nav className="pager" aria-label={label}>
      <Button className="button" isDisabled={!canPrevious} onPress={onPrevious}>
        {t`Previous`}
      </Button>
      <span className="pager__status">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      <Button className="button" isDisabled={!canNext} onPress={onNext}>
        {t`Next`}
      </Button>
    </nav>
  );
}
