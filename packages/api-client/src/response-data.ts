/**
 * The success body of a call of a client made by createApiClient (whose
 * failures already rejected), e.g.
 * `await responseData(api.GET('/api/admin/user'))` → the AdminUserResponse.
 * Undefined for 204 answers. Errors: rejects as the call does.
 */
export async function responseData<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const result = await call;
  return result.data as T;
}
