import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from '../../files/file-store.ts';
import { claimedHeaderGraphicExtension, headerGraphicKey, headerGraphicName, headerGraphicUrl } from './header-graphic-name.ts';

describe('header graphic names (spec §5 header graphic upload)', () => {
  it('replaces non-alphanumerics with _, adds the random suffix and the detected extension', () => {
    expect(headerGraphicName('C:\\logos\\Super Bowl (final).PNG', 'png', 123456)).toBe('Super_Bowl__final__123456.png');
    expect(headerGraphicName('crest.jpeg', 'jpg', 654321)).toBe('crest_654321.jpg');
    expect(headerGraphicName('dir/logo', 'gif', 111111)).toBe('logo_111111.gif');
  });

  it('cuts the base name to 250 characters', () => {
    const name = headerGraphicName(`${'a'.repeat(300)}.png`, 'png', 123456) ?? '';
    expect(name).toBe(`${'a'.repeat(250)}_123456.png`);
  });

  it('refuses a name without any letter or digit', () => {
    expect(headerGraphicName('###.png', 'png')).toBeNull();
    expect(headerGraphicName('.png', 'png')).toBeNull();
  });

  it('reads the claimed type from the extension, case-insensitively', () => {
    expect(claimedHeaderGraphicExtension('a.JPEG')).toBe('jpg');
    expect(claimedHeaderGraphicExtension('a.webp')).toBe('webp');
    expect(claimedHeaderGraphicExtension('a.svg')).toBeNull();
    expect(claimedHeaderGraphicExtension('png')).toBeNull();
  });

  it('stores under a valid key even for the longest names, served at its URL', () => {
    const name = headerGraphicName(`${'b'.repeat(260)}.png`, 'png', 999999) ?? '';
    expect(isValidStorageKey(headerGraphicKey(7, name))).toBe(true);
    expect(headerGraphicKey(7, name)).not.toBe(headerGraphicKey(8, name));
    expect(headerGraphicUrl(7, 'logo_123456.png')).toBe('/api/header-graphics/7/logo_123456.png');
  });
});
