import type { Messages } from '@lingui/core';

/** A language of the form engine's interface (spec §1: English by default, and Spanish). */
export type FormLanguage = 'en' | 'es';

/** The compiled catalogues, loaded on demand (the apps' Lingui Vite plugin compiles each .po when imported). */
const catalogs: Record<FormLanguage, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  es: () => import('./locales/es/messages.po'),
};

/**
 * The form engine interface's messages in `language` (validation messages, the
 * missing-fields popover, upload, search and table controls), for an app to
 * load into the Lingui i18n instance next to its own: the public portal and the
 * back office (live preview, participant detail) both render the form.
 */
export async function loadFormMessages(language: FormLanguage): Promise<Messages> {
  return (await catalogs[language]()).messages;
}
