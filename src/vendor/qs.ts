/**
 * Stands in for `qs`, which umi-request imports for two calls (.umirc.ts aliases the package here):
 * `stringify(params, { arrayFormat: 'repeat', strictNullHandling: true })` and
 * `parse(searchParams, { strictNullHandling: true })`. The request layer (src/utils/request.ts)
 * encodes its own URLs and bodies, so these only run if a caller hands umi-request raw params.
 * The real qs with its dependencies weighed ~20 KB gzip in the entry; the behaviour kept is the one
 * of those options, for flat objects (umi-request JSON-encodes nested values before it calls qs),
 * and tests/unit compares the two.
 */
type Flat = Record<string, unknown>;

/** qs's RFC 3986 encoding: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const scalar = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export function stringify(params: Flat | unknown[] | null | undefined): string {
  if (!params || typeof params !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (value === null) parts.push(encode(key));
    else if (Array.isArray(value))
      value.forEach(
        (item) =>
          item !== undefined && parts.push(item === null ? encode(key) : `${encode(key)}=${encode(scalar(item))}`),
      );
    else parts.push(`${encode(key)}=${encode(scalar(value))}`);
  }
  return parts.join('&');
}

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

export function parse(query: string): Flat {
  const result: Flat = {};
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decode(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? null : decode(part.slice(at + 1));
    const prior = result[key];
    if (prior === undefined) result[key] = value;
    else result[key] = Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return result;
}

export default { stringify, parse };
