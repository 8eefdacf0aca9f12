const FILES = import.meta.glob<string>('../../../content/blog/images/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface PostImage {
  avif: string;
  webp: string;
  /** The 1280 px WebP, for browsers without srcset support. */
  fallback: string;
}

const srcset = (key: string, format: 'avif' | 'webp') =>
  [640, 1280].map((width) => `${FILES[`../../../content/blog/images/${key}-${width}.${format}`]} ${width}w`).join(', ');

/** The bundled, hashed cover of a post (rendered by apps/web/scripts/render-marketing-images.ts). */
export function postImage(key: string): PostImage {
  return {
    avif: srcset(key, 'avif'),
    webp: srcset(key, 'webp'),
    fallback: FILES[`../../../content/blog/images/${key}-1280.webp`] ?? '',
  };
}
