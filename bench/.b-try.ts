import { measureQuickOrder } from './quickOrder';
import { median } from './stats';
const q = await measureQuickOrder('/work/main');
console.log('suggest', q.suggest.map((x) => x.toFixed(1)).join(' '), 'median', median(q.suggest));
console.log('paste', q.paste.map((x) => x.toFixed(1)).join(' '), 'median', median(q.paste));
