import { useLingui } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { icons } from './icons.tsx';
import { useFullscreen } from './use-fullscreen.ts';

/**
 * The navbar fullscreen toggle (spec §2), named 'Enter full screen' or 'Exit full
 * screen' by state; not shown where the browser offers no full screen.
 */
export function FullscreenButton() {
  const { t } = useLingui();
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  const label = active ? t`Exit full screen` : t`Enter full screen`;
  return (
    <Button className="top-bar__icon-button" aria-label={label} onPress={toggle}>
      {active ? icons.exitFullscreen() : icons.enterFullscreen()}
    </Button>
  );
}
