import placeholder from '../../../resources/images/placeholder.svg';

/** Shown wherever a product or cart item has no image. */
export const placeholderImageUrl: string = placeholder;

/**
 * A picture the store names but cannot send (a dead link, a file it removed) shows the placeholder,
 * not the browser's broken-image sign. Once: a placeholder that failed too is left as it is.
 */
export function showPlaceholderOnError(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  if (image.dataset.placeholder) return;
  image.dataset.placeholder = 'shown';
  image.src = placeholderImageUrl;
}
