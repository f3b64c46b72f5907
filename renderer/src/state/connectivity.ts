import { atom } from 'jotai';

/** Whether the store answers, as the main process last reported (store:connectivity). */
export const storeOnlineAtom = atom(true);
