import { useState } from 'react';

interface ProductImageProps {
  url: string | null | undefined;
  alt: string;
  /** Read when there is no image, e.g. "No image". */
  placeholderLabel: string;
  className?: string;
}

/**
 * The product's image, or the shop's placeholder (a CSS background, so a page of products
 * without pictures creates no image requests, with "No image" written under it) when there is
 * none or it fails to load.
 * `loading` is set before `src` so the browser knows the image is lazy before it starts.
 */
export function ProductImage({ url, alt, placeholderLabel, className = '' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <div className={`product-image product-image--placeholder ${className}`} role="img" aria-label={placeholderLabel}>
        <span aria-hidden="true">{placeholderLabel}</span>
      </div>
    );
  }
  return (
    <div className={`product-image ${className}`}>
      <img loading="lazy" decoding="async" src={url} alt={alt} onError={() => setFailed(true)} />
    </div>
  );
}
