import { describe, expect, it } from 'vitest';
import { placeholderImageUrl, showPlaceholderOnError } from '../../../renderer/src/components/placeholderImage';

const picture = (src: string) => ({ src, dataset: {} as DOMStringMap }) as HTMLImageElement;

describe("a product picture the store cannot send", () => {
  it('shows the placeholder instead of the broken-image sign', () => {
    const image = picture('https://shop.example/images/gone.jpg');
    showPlaceholderOnError({ currentTarget: image });
    expect(image.src).toBe(placeholderImageUrl);
  });

  it('is swapped once: a placeholder that failed too is left, so the page does not loop', () => {
    const image = picture('https://shop.example/images/gone.jpg');
    showPlaceholderOnError({ currentTarget: image });
    image.src = 'failed-again';
    showPlaceholderOnError({ currentTarget: image });
    expect(image.src).toBe('failed-again');
  });
});
