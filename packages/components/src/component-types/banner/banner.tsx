import type { DisplayComponentViewProps } from '../../react-parts/component-react-parts.ts';

/** Banner (spec §2, Header): the program's header graphic, nothing when it has none. */
export function BannerView({ program }: DisplayComponentViewProps) {
  if (!program.headerGraphicPath) return null;
  const name = program.programDisplayName || program.eventName;
  return (
    <div className="banner">
      <img className="banner__image" src={program.headerGraphicPath} alt={name} />
    </div>
  );
}
