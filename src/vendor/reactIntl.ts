/**
 * react-intl as umi's locale plugin has it (version 3), with one shortcut in `createIntl`: a message
 * with no argument, tag or quote is its own translation, so formatMessage returns it at once. For
 * every call react-intl 3 otherwise merges the formats twice, builds a cache key from its inputs
 * and formats the message to parts; the screens make hundreds of such calls while they render.
 * Aliased in .umirc.ts for the import umi's plugin writes; tested against react-intl itself.
 */
import { createIntl as createIntlOriginal } from 'react-intl-original';

export * from 'react-intl-original';

/** Text that ICU message syntax leaves as it is: no braces, no tags, no apostrophes. */
const PLAIN = /^[^{}<>']+$/;

type Intl = ReturnType<typeof createIntlOriginal>;

export function createIntl(
  config: { locale?: string; messages?: Record<string, unknown>; [option: string]: unknown },
  cache?: unknown,
): Intl {
  const intl = createIntlOriginal(config, cache);
  const messages = config.messages ?? {};
  const format = intl.formatMessage;
  intl.formatMessage = (descriptor: { id?: string | number }, values?: unknown) => {
    const message = descriptor?.id === undefined ? undefined : messages[String(descriptor.id)];
    return typeof message === 'string' && PLAIN.test(message) ? message : format(descriptor, values);
  };
  return intl;
}
