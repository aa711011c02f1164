import type { AdapterPayload } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { createDevProviderStorage } from './dev-provider-storage.ts';

describe('dev identity provider storage', () => {
  it('finds, expires, consumes and destroys entries per model', async () => {
    let now = 1_000_000;
    const storage = createDevProviderStorage(() => now);
    const codes = storage('AuthorizationCode');
    const sessions = storage('Session');
    await codes.upsert('c1', { grantId: 'g1' } as AdapterPayload, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'admin@huddle.test' } as AdapterPayload, 3600);

    expect(await codes.find('c1')).toMatchObject({ grantId: 'g1' });
    expect(await sessions.find('c1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'admin@huddle.test' });

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(1000);

    now += 61_000;
    expect(await codes.find('c1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeDefined();

    await sessions.destroy('s1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('revoking a grant drops the tokens issued under it only', async () => {
    const storage = createDevProviderStorage();
    const tokens = storage('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' } as AdapterPayload, 600);
    await tokens.upsert('t2', { grantId: 'g2' } as AdapterPayload, 600);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
  });
});
