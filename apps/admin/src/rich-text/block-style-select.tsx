import { useLingui } from '@lingui/react/macro';
import { Button, type Key, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { BlockStyle } from './use-toolbar-state.ts';

/** Props of BlockStyleSelect: the style of the selected block and the change. */
export interface BlockStyleSelectProps {
  value: BlockStyle;
  onChange: (style: BlockStyle) => void;
  isDisabled: boolean;
}

const styles: readonly BlockStyle[] = ['paragraph', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function isBlockStyle(key: Key | null): key is BlockStyle {
  return typeof key === 'string' && (styles as readonly string[]).includes(key);
}

/** The toolbar's text style menu (spec §9 'headers 1-6'): Normal text or Heading 1 to 6. */
export function BlockStyleSelect({ value, onChange, isDisabled }: BlockStyleSelectProps) {
  const { t } = useLingui();
  const labels: Record<BlockStyle, string> = {
    paragraph: t`Normal text`,
    h1: t`Heading 1`,
    h2: t`Heading 2`,
    h3: t`Heading 3`,
    h4: t`Heading 4`,
    h5: t`Heading 5`,
    h6: t`Heading 6`,
  };
  return (
    <Select
      className="rich-text__style"
      aria-label={t`Text style`}
      value={value}
      isDisabled={isDisabled}
      onChange={(key) => {
        if (isBlockStyle(key)) onChange(key);
      }}
    >
      <Button className="rich-text__button rich-text__style-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="select-popover">
        <ListBox className="select-popover__list" items={styles.map((style) => ({ id: style, label: labels[style] }))}>
          {(item) => (
            <ListBoxItem id={item.id} className="select-popover__option">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
