/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

/**
 * 200 body of POST /api/admin/{eventId}/logos (spec §4 'Uploading a header graphic sets headerGraphicPath to the file name and triggers save'): the stored file name and the program's new headerGraphicPath (the URL the Banner shows).
 */
export interface HeaderGraphicResponse {
  /**
   * spec §5 name: non-alphanumerics of the uploaded name become '_', base cut to 250 characters, '_' and a random numeric suffix, then the extension of the detected image type.
   */
  fileName: string;
  /**
   * URL of the graphic: /api/header-graphics/{eventId}/{fileName}.
   */
  headerGraphicPath: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  sizeBytes: number;
}
