import { apiAssetSrcset, apiAssetUrl, type ProductImage } from '@nirmaan/core';
import { clsx } from 'clsx';
import * as styles from './photo.css.ts';

export interface ProductPhotoProps {
  /** The photo (AVIF and WebP sources, JPEG srcset); none: the name's first letter stands in. */
  image: ProductImage | null | undefined;
  /** The product's name: the stand-in's accessible name. */
  name: string;
  /** How wide the photo shows, for the browser's pick from the srcset ('(min-width: 860px) 40vw, 100vw'). */
  sizes: string;
  /** Above the fold (the product page): fetched at once. Otherwise it loads as it scrolls into view. */
  eager?: boolean;
  /** The frame's size and shape. */
  className?: string;
}

/**
 * A product's photo as a `<picture>`: AVIF, then WebP, then JPEG, each at every stored width, with the
 * photo's width and height so its space is held before it loads (no layout shift).
 */
export function ProductPhoto({ image, name, sizes, eager = false, className }: ProductPhotoProps) {
  if (!image) {
    return (
      <span className={clsx(styles.frame, className)} role="img" aria-label={name}>
        <span className={styles.letter} aria-hidden="true">
          {name.charAt(0)}
        </span>
      </span>
    );
  }
  return (
    <picture className={clsx(styles.frame, className)}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={apiAssetSrcset(source.srcset)} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={apiAssetUrl(image.src)}
        srcSet={apiAssetSrcset(image.srcset)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
