/**
 * Stands in for `isomorphic-fetch`, which umi-request imports for its side effect (a whatwg-fetch
 * polyfill): every browser the app supports has fetch (.umirc.ts aliases the package here).
 */
export {};
