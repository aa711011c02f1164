import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/app', '/app'],
    ['/app/', '/app/'],
    ['/app/programs/12?tab=settings#contacts', '/app/programs/12?tab=settings#contacts'],
    ['/app?x=1', '/app?x=1'],
  ])('keeps the back-office path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'https://evil.example',
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    '/app\\..\\..\\evil',
    '/application',
    '/apps',
    '/',
    '/api/admin/user',
    '/app/../api/admin/user',
    '/app/%2e%2e/login',
    'app',
    '/app\n/x',
    'javascript:alert(1)',
  ])('replaces %s by /app', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });
});
