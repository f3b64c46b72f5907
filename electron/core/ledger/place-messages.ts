import { coreText } from '../language/core-text';

export const PLACE_MESSAGES = {
  get notPlaced() {
    return coreText('place_not_placed');
  },
  get notPlacedCancelled() {
    return coreText('place_not_placed_cancelled');
  },
  get notPlacedServer() {
    return coreText('place_not_placed_server');
  },
  get unknown() {
    return coreText('place_unknown');
  },
  get checking() {
    return coreText('place_checking');
  },
} as const;
