import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  Button,
  ComboBox,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import type { PlayerRecord } from '../api/player-db.ts';
import { playerLabel } from './player-label.ts';
import { PLAYER_SEARCH_MIN_LENGTH, usePlayerSearch } from './use-player-search.ts';

/** Props of PlayerSearchDialog: what 'Select Player' does with the chosen record (resolves when attached). */
export interface PlayerSearchDialogProps {
  onSelect: (player: PlayerRecord) => Promise<boolean>;
}

/**
 * 'Search for Player' and its modal 'Player Db Search' (spec §2 participant
 * detail): a combobox suggesting player database records once at least 2
 * characters are typed; 'Select Player' attaches the chosen record
 * ('Selecting...' while it runs), 'Cancel' closes.
 */
export function PlayerSearchDialog({ onSelect }: PlayerSearchDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [pattern, setPattern] = useState('');
  const [chosen, setChosen] = useState<PlayerRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const suggestions = usePlayerSearch(chosen && pattern === playerLabel(chosen) ? '' : pattern);
  const players = suggestions.kind === 'ready' ? suggestions.players : chosen ? [chosen] : [];

  const openChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) {
      setPattern('');
      setChosen(null);
    }
  };
  const choose = (key: Key | null) => {
    const player = players.find((candidate) => candidate.playerId === key) ?? null;
    setChosen(player);
    if (player) setPattern(playerLabel(player));
  };
  const select = async () => {
    if (!chosen) return;
    setSaving(true);
    const attached = await onSelect(chosen);
    setSaving(false);
    if (attached) setOpen(false);
  };

  let hint = t`Type at least 2 characters.`;
  if (suggestions.kind === 'loading') hint = t`Searching...`;
  if (suggestions.kind === 'ready' && suggestions.players.length === 0) hint = t`No players found.`;
  if (suggestions.kind === 'failed') hint = t`The player database search failed.`;
  if (pattern.trim().length >= PLAYER_SEARCH_MIN_LENGTH && suggestions.kind === 'idle') hint = '';

  return (
    <DialogTrigger isOpen={open} onOpenChange={openChange}>
      <Button className="button">
        <Trans>Search for Player</Trans>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable={!saving} isKeyboardDismissDisabled={saving}>
        <Modal className="modal modal--wide">
          <Dialog className="dialog">
            <Heading slot="title" className="dialog__title">
              <Trans>Player Db Search</Trans>
            </Heading>
            <ComboBox
              className="form-field"
              items={players}
              inputValue={pattern}
              onInputChange={(value) => {
                setPattern(value);
                if (chosen && value !== playerLabel(chosen)) setChosen(null);
              }}
              selectedKey={chosen?.playerId ?? null}
              onSelectionChange={choose}
              menuTrigger="input"
              allowsEmptyCollection
              isDisabled={saving}
            >
              <Label className="form-field__label">
                <Trans>Player Name</Trans>
              </Label>
              <Input className="form-field__input" autoFocus />
              {hint ? (
                <Text slot="description" className="form-field__hint">
                  {hint}
                </Text>
              ) : null}
              <Popover className="select-popover">
                <ListBox<PlayerRecord> className="select-list">
                  {(player) => (
                    <ListBoxItem className="select-list__item" id={player.playerId} textValue={playerLabel(player)}>
                      {playerLabel(player)}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </ComboBox>
            <div className="dialog__actions">
              <Button className="button" slot="close" isDisabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button className="button button--primary" isDisabled={!chosen || saving} onPress={() => void select()}>
                {saving ? <Trans>Selecting...</Trans> : <Trans>Select Player</Trans>}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
