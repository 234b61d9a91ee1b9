/**
 * Dev proxy for real mode (`npm run start:real`): the backend paths go to SWORLD_API.
 * Keys are exact prefixes with a trailing slash so that the app's own /sworldweb/ is never proxied.
 */
const target = process.env.SWORLD_API || 'http://127.0.0.1:8080';
const backendPrefixes = [
  '/sworld/',
  '/sworldgz/',
  '/sworldrelease/',
  '/estimate/',
  '/estimategz/',
  '/estimaterelease/',
  '/login',
  '/logout',
];

export default Object.fromEntries(backendPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]));
