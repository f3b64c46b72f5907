import placeholder from '../../../resources/images/placeholder.svg';

/** Shown wherever a product or cart item has no image (spec 9). */
export const placeholderImageUrl: string = placeholder;
