import { describe, expect, it } from '@jest/globals';
import { thumbnailSrc } from './upload-url';

describe('thumbnailSrc', () => {
  it('asks for an uploaded photo’s thumbnail and leaves every other picture as it is', () => {
    const uploaded = `/homeapi/upload/file/${'a'.repeat(64)}.jpg`;
    expect(thumbnailSrc(uploaded)).toBe(`${uploaded}?size=thumb`);
    expect(thumbnailSrc('/homeapi/static/img/goods-1.svg')).toBe('/homeapi/static/img/goods-1.svg');
    expect(thumbnailSrc('https://cdn.example.com/banner.png')).toBe('https://cdn.example.com/banner.png');
  });
});
