/** A .po catalog imported through the Lingui Vite plugin: its compiled messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
