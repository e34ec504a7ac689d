import type { CSSProperties } from 'react';
import classes from './product-thumbnail.module.css';

interface ProductThumbnailProps {
  /** The product's name: the image's `alt`. */
  name: string;
  /** Its 320 px thumbnail's address; absent for a product without a photo. */
  url?: string;
  /** Shown at this many CSS pixels square. */
  size?: number;
}

/**
 * A product's thumbnail, named by the product, or a neutral square where it has no photo (the
 * name beside it says what it is, so the square says nothing). The shop's chosen list and order
 * step, the products the administrator manages and the product dialog all show this one.
 */
export function ProductThumbnail({ name, url, size = 40 }: ProductThumbnailProps) {
  const style = { '--thumbnail-size': `${size}px` } as CSSProperties;
  return url ? (
    <img className={classes.thumbnail} style={style} src={url} alt={name} width={size} height={size} loading="lazy" />
  ) : (
    <span className={classes.thumbnail} style={style} aria-hidden />
  );
}
