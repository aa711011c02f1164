import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale;

/**
 * The active interface language of the Lingui i18n instance ('en', 'es'), and a
 * re-render whenever it changes. Components that translate with the `t` macro
 * of @lingui/core/macro (the global instance; no I18nProvider needed, so the
 * form renders in any host) call it so their texts follow a language switch.
 */
export function useInterfaceLanguage(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
