/**
 * Stands in for `intl-messageformat-parser` (react-intl's ICU parser, ~25 KB gzip of generated
 * parser in the entry; .umirc.ts aliases the package here). The app's messages use plain text and
 * `{name}` arguments only, with ICU's apostrophe quoting; this parser builds the same tree for those
 * (tests/unit compares it with the real parser on every message of every locale) and refuses any
 * other ICU form (plural, select, number…) loudly, so a new message of that kind fails its test.
 */
export enum TYPE {
  literal = 0,
  argument = 1,
  number = 2,
  date = 3,
  time = 4,
  select = 5,
  plural = 6,
  pound = 7,
}

export interface MessageElement {
  type: TYPE;
  value: string;
}

export function parse(message: string): MessageElement[] {
  const out: MessageElement[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: TYPE.literal, value: text });
    text = '';
  };
  for (let i = 0; i < message.length; i += 1) {
    const c = message[i];
    if (c === "'") {
      const next = message[i + 1];
      if (next === "'") {
        text += "'";
        i += 1;
      } else if (next === '{' || next === '}') {
        // Quoted text runs to the next lone apostrophe.
        let j = i + 1;
        for (; j < message.length; j += 1) {
          if (message[j] === "'" && message[j + 1] === "'") {
            text += "'";
            j += 1;
          } else if (message[j] === "'") break;
          else text += message[j];
        }
        i = j;
      } else text += c;
    } else if (c === '{') {
      const end = message.indexOf('}', i);
      const name = end < 0 ? '' : message.slice(i + 1, end).trim();
      // Not \p{L}/\p{N} with the u flag: transpiled for the build's targets that became a class of
      // ~700 ranges, 9 KB of the entry chunk. A comma or a space is what the forms this parser leaves
      // out ({n, plural, …}, {d, date}) have.
      if (!/^[^\s,{}]+$/.test(name))
        throw new SyntaxError(`Unsupported ICU message form (only {name} arguments): ${message}`);
      flush();
      out.push({ type: TYPE.argument, value: name });
      i = end;
    } else if (c === '}') {
      throw new SyntaxError(`Unbalanced "}" in message: ${message}`);
    } else text += c;
  }
  flush();
  return out;
}

const typeIs = (type: TYPE) => (el: MessageElement) => el.type === type;
export const isLiteralElement = typeIs(TYPE.literal);
export const isArgumentElement = typeIs(TYPE.argument);
export const isNumberElement = typeIs(TYPE.number);
export const isDateElement = typeIs(TYPE.date);
export const isTimeElement = typeIs(TYPE.time);
export const isSelectElement = typeIs(TYPE.select);
export const isPluralElement = typeIs(TYPE.plural);
export const isPoundElement = typeIs(TYPE.pound);

// The formatters import these for number and date skeletons, which parse() never produces.
const noSkeleton = () => false;
export const isNumberSkeleton = noSkeleton;
export const isDateTimeSkeleton = noSkeleton;
export function convertNumberSkeletonToNumberFormatOptions(): Record<string, never> {
  return {};
}
export function parseDateTimeSkeleton(): Record<string, never> {
  return {};
}
