/** react-intl as umi's locale plugin has it, by the name src/vendor/reactIntl.ts imports it (.umirc.ts alias). */
declare module 'react-intl-original' {
  export function createIntl(config: any, cache?: any): any;
  export function createIntlCache(): any;
}
