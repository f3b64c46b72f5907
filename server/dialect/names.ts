/**
 * A dialect is one consistent reading of every latitude the spec leaves open (envelopes, number formats,
 * statuses of refusals, paging...). `default` is what the routes build; `alt` takes the other side of each,
 * so the desktop client can show it reads any store. README "Dialects" lists them.
 */
export const DIALECTS = ['default', 'alt'] as const;
export type Dialect = (typeof DIALECTS)[number];
