/**
 * What the watch screen asks of the core: the watch is shared with the product page, order lists
 * and buy again (their Watch buttons), so its calls live with the query in state/query.
 */
export { useWatchActions, useWatchView } from '../../state/query/watchQuery';
