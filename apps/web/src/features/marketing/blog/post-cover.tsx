import { cn } from '@/lib/utils';
import { postImage } from './post-images';

interface PostCoverProps {
  image: string;
  alt: string;
  /** The layout width the image is shown at, for the browser to pick a source. */
  sizes: string;
  isPriority?: boolean;
  className?: string;
}

/** AVIF or WebP at 640 and 1280 px, 16:9, lazy unless it is the page's main image. */
export function PostCover({ image, alt, sizes, isPriority = false, className }: PostCoverProps) {
  const src = postImage(image);
  return (
    <picture>
      <source type="image/avif" srcSet={src.avif} sizes={sizes} />
      <source type="image/webp" srcSet={src.webp} sizes={sizes} />
      <img
        src={src.fallback}
        alt={alt}
        width={1280}
        height={720}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={isPriority ? 'high' : 'auto'}
        className={cn('aspect-video w-full bg-muted object-cover', className)}
      />
    </picture>
  );
}
