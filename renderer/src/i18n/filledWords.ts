import i18next from 'i18next';

/**
 * Words with placeholders ("{count} in stock", "Quantity of {name}") filled without i18next's
 * per-call work. Each call of `i18next.t` with options copies its option objects, looks the key up
 * through every language and runs two regular-expression passes: 100 to 300 µs a call measured in
 * the page, and a login's list or an opened cart makes 50 to 130 of them. Here the word as the
 * dictionary has it is resolved by i18next once per key (and plural form), and its placeholders are
 * filled by hand. Anything this does not fill exactly as i18next would (nesting, formats,
 * unescaped values, a placeholder without a value, options that steer the lookup) returns
 * undefined, and the caller asks i18next.
 */

/** i18next options that change which word is looked up or how it is built. */
const STEERING = new Set([
  'context',
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'ordinal',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'nest',
  'keyPrefix',
  'keySeparator',
  'nsSeparator',
  'missingInterpolationHandler',
  'applyPostProcessor',
]);

// As i18next matches them (its Interpolator with prefix "{" and suffix "}").
const PLACEHOLDER = /\{(.+?)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

type Values = Record<string, unknown>;

/** The set-up this relies on (i18n/setup.ts): `{name}` placeholders, values not escaped, no post-processing. */
function plainSetup(): boolean {
  const { interpolation, postProcess } = i18next.options;
  return interpolation?.prefix === '{' && interpolation.suffix === '}' && interpolation.escapeValue === false && !interpolation.defaultVariables && !interpolation.alwaysFormat && !postProcess;
}

/** Which plural form i18next would look up for `count`, in each language it tries; null when that cannot be told. */
function pluralForm(count: unknown): string | null {
  if (typeof count !== 'number') return '';
  const resolver = i18next.services.pluralResolver as { getSuffix(code: string, count: number): string } | undefined;
  if (!resolver) return null;
  return `${count === 0 ? 'zero' : ''}${i18next.languages.map((code) => resolver.getSuffix(code, count)).join('')}`;
}

export interface FilledWords {
  fill(key: string, values: Values): string | undefined;
}

/** Kept per dictionary: made again when the language or the words change (useTranslation.ts). */
export function createFilledWords(): FilledWords {
  const usable = plainSetup();
  const templates = new Map<string, string>();
  const templateOf = (key: string, count: unknown): string | undefined => {
    const form = pluralForm(count);
    if (form === null) return undefined;
    const id = `${key}\u0000${form}`;
    let template = templates.get(id);
    if (template === undefined) {
      template = String(i18next.t(key, { ...(typeof count === 'number' ? { count } : {}), skipInterpolation: true } as never));
      templates.set(id, template);
    }
    return template;
  };
  return {
    fill(key, values) {
      if (!usable || !Object.keys(values).every((name) => !STEERING.has(name) && !name.startsWith('defaultValue'))) return undefined;
      // i18next looks up a plural form for any count but a string; only a number's form is known here.
      const { count } = values;
      if (count !== undefined && typeof count !== 'string' && typeof count !== 'number') return undefined;
      const template = templateOf(key, count);
      if (template === undefined || template.includes('$t(')) return undefined;
      let exact = true;
      const filled = template.replace(PLACEHOLDER, (_match, inner: string) => {
        const name = inner.trim();
        const value = NAME.test(name) && Object.hasOwn(values, name) ? values[name] : undefined;
        if (typeof value !== 'string' && typeof value !== 'number') exact = false;
        return String(value);
      });
      return exact ? filled : undefined;
    },
  };
}
