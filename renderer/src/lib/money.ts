/** Money for the window: the one formatter and arithmetic shared with the main process. */
export { formatAmount, formatMoney, fromMinor, lineMinor, prepareMoneyFormat, roundMoney, sumMoney, toMinor } from '../../../contract/formats/money';
/** The language a figure is written in, as Intl wants it ('ms_MY' -> 'ms-MY'). */
export { intlTag as toBcp47 } from '../../../contract/formats/intlTag';
