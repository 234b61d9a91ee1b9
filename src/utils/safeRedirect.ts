/**
 * Where an embedded (abutment) user may be sent when the login expires. The address comes from
 * data, so only same-site paths and configured origins pass; javascript:, protocol-relative
 * (//evil), backslash tricks (/\evil) and foreign origins never do.
 */
export function safeRedirectTarget(
  target: unknown,
  currentOrigin: string,
  allowedOrigins: readonly string[] = [],
): string | null {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  if (!value) return null;
  // A same-site path: one leading slash, no second slash or backslash straight after it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  if (/^\/(?![/\\])/.test(value) && !/[\u0000-\u001f\\]/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === currentOrigin || allowedOrigins.includes(url.origin)) return url.href;
  return null;
}
