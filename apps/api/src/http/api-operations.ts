import type { ApiOperation } from './api-operation.ts';
import { publicOperations } from './operations/public-operations.ts';
import { playerLookupOperations } from './operations/player-lookup-operations.ts';
import { participantOperations } from './operations/participant-operations.ts';
import { programBuilderOperations } from './operations/program-builder-operations.ts';
import { translationOperations } from './operations/translation-operations.ts';
import { emailOperations } from './operations/email-operations.ts';
import { exportOperations } from './operations/export-operations.ts';
import { lookupOperations } from './operations/lookup-operations.ts';
import { paymentOperations } from './operations/payment-operations.ts';
import { signInOperations } from './operations/sign-in-operations.ts';
import { uploadOperations } from './operations/upload-operations.ts';
import { legendOperations } from './operations/legend-operations.ts';
import { legendApplicationOperations } from './operations/legend-application-operations.ts';
import { draftOperations } from './operations/draft-operations.ts';

export type { ApiOperation, ApiResponse } from './api-operation.ts';

/**
 * Every operation of the API, in the order the OpenAPI document lists them:
 * the single description the routes validate requests with and
 * /api/openapi.json publishes. One file per resource under ./operations.
 */
export const apiOperations = {
  ...publicOperations,
  ...playerLookupOperations,
  ...participantOperations,
  ...programBuilderOperations,
  ...translationOperations,
  ...emailOperations,
  ...exportOperations,
  ...lookupOperations,
  ...paymentOperations,
  ...signInOperations,
  ...uploadOperations,
  ...legendOperations,
  ...legendApplicationOperations,
  ...draftOperations,
} as const satisfies Record<string, ApiOperation>;

/** Hono route path of an operation: '{name}' becomes ':name'. */
export function routePath(operation: Pick<ApiOperation, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}/g, ':$1');
}
