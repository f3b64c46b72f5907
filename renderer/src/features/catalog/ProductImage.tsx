import { useState } from 'react';
import { placeholderImageUrl } from '../../components/placeholderImage';

interface ProductImageProps {
  url: string | null | undefined;
  alt: string;
  /** Read when there is no image, e.g. "No image". */
  placeholderLabel: string;
  className?: string;
}

/** The product's image, or the shop's placeholder when there is none or it fails to load. */
export function ProductImage({ url, alt, placeholderLabel, className = '' }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const missing = !url || failed;
  return (
    <div className={`product-image${missing ? ' product-image--placeholder' : ''} ${className}`}>
      <img
        src={missing ? placeholderImageUrl : url}
        alt={missing ? placeholderLabel : alt}
        loading="lazy"
        decoding="async"
        onError={missing ? undefined : () => setFailed(true)}
      />
    </div>
  );
}
