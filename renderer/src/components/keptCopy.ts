import { createContext } from 'react';

/**
 * True while a screen shows a copy kept from before and the store's current one is on its way
 * (stale-while-revalidate, see StaleMark). Nothing is sent from a kept copy: the screen's writes
 * wait for the store's answer (useStoreWritable), a round trip at most.
 */
export const KeptCopyContext = createContext(false);
