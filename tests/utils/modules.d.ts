declare module 'dva-core';
declare module '@umijs/plugins/node_modules/dva-immer';
/** The originals that src/vendor stands in for, compared in src/vendor/__tests__. */
declare module 'qs/lib/index.js' {
  const qs: {
    stringify(value: unknown, options?: object): string;
    parse(query: string, options?: object): Record<string, unknown>;
  };
  export default qs;
}
