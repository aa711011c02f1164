import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface StoredEntry {
  payload: AdapterPayload;
  /** Epoch milliseconds after which the entry is gone; Infinity when it never expires. */
  expiresAt: number;
}

/** Artefacts issued under a grant, dropped when the grant is revoked. */
const GRANT_BOUND_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** Expired entries are swept after this many writes. */
const SWEEP_EVERY_WRITES = 200;

/**
 * In-memory storage of the dev identity provider's artefacts (sessions,
 * interactions, grants, codes, tokens), one per provider instance, so tests
 * and restarts start clean. Entries expire after the `expiresIn` seconds
 * oidc-provider gives; revoking a grant drops every artefact issued under it.
 * Dev-only: a restart signs everybody out of the identity provider (not of
 * Huddle, whose sessions live in the database).
 */
export function createDevProviderStorage(clock: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, StoredEntry>();
  /** grantId → keys of the artefacts issued under it. */
  const byGrant = new Map<string, Set<string>>();
  /** session uid / user code → key of the entry. */
  const bySessionUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  let writesSinceSweep = 0;

  const read = (key: string | undefined): AdapterPayload | undefined => {
    if (key === undefined) return undefined;
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= clock()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const sweep = (): void => {
    writesSinceSweep += 1;
    if (writesSinceSweep < SWEEP_EVERY_WRITES) return;
    writesSinceSweep = 0;
    const now = clock();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [grantId, members] of byGrant) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) byGrant.delete(grantId);
    }
    for (const index of [bySessionUid, byUserCode]) {
      for (const [value, key] of index) if (!entries.has(key)) index.delete(value);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string): string => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? clock() + expiresIn * 1000 : Infinity;
        entries.set(key, { payload, expiresAt });
        if (GRANT_BOUND_MODELS.has(model) && payload.grantId !== undefined) {
          const members = byGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          byGrant.set(payload.grantId, members);
        }
        if (model === 'Session' && payload.uid !== undefined) bySessionUid.set(payload.uid, key);
        if (payload.userCode !== undefined) byUserCode.set(payload.userCode, key);
        sweep();
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        return read(bySessionUid.get(uid));
      },
      async findByUserCode(userCode) {
        return read(byUserCode.get(userCode));
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload !== undefined) payload.consumed = Math.floor(clock() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) entries.delete(key);
        byGrant.delete(grantId);
      },
    };
  };
}
