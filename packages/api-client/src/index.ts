/**
 * @huddle/api-client: the API's paths, operations and component schemas as
 * types generated from its OpenAPI 3.1 document (openapi-typescript), and the
 * openapi-fetch client factory the apps call the API through.
 */
export type { paths, components, operations } from './paths.gen.ts';
export { createApiClient, acceptJson, type ApiClient, type ApiClientOptions } from './create-api-client.ts';
export { responseData } from './response-data.ts';
