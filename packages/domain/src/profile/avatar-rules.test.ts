import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarPath, checkAvatarBytes, detectAvatarType } from './avatar-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new Uint8Array([...text('RIFF'), 0x24, 0, 0, 0, ...text('WEBPVP8 ')]);

describe('detectAvatarType (magic bytes)', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['WebP', WEBP, 'webp'],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['SVG with an XML prolog', text('<?xml version="1.0"?><svg/>'), null],
    ['GIF', text('GIF89a'), null],
    ['HTML posing as an image', text('<html><script>alert(1)</script>'), null],
    ['RIFF that is not WebP (WAV)', new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WAVE')]), null],
    ['truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
    ['empty', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(detectAvatarType(input)).toBe(expected);
  });
});

describe('checkAvatarBytes', () => {
  it('refuses empty, oversized and unknown files, accepts a PNG', () => {
    expect(checkAvatarBytes(bytes())).toBe('unreadable');
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkAvatarBytes(big)).toBe('tooLarge');
    expect(checkAvatarBytes(text('<svg/>'))).toBe('unsupportedType');
    expect(checkAvatarBytes(PNG)).toBeNull();
  });
});

it('avatarPath carries the version for cache busting', () => {
  expect(avatarPath('u1', 3)).toBe('/api/avatars/u1?v=3');
});
