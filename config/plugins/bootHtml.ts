import type { IApi } from '@umijs/max';
import { BASE_PATH, DEFAULT_LOCALE } from '../../src/constants';

/**
 * Shapes the static index.html:
 * - the loading text of spec point 2 inside the mount element, shown until React renders;
 * - window.publicPath from window.__SWORLD_BASE__ (set by a hosting page) so chunks follow the base;
 * - in builds, the entry script and stylesheet are written by a tiny loader that uses the same base,
 *   so one dist works under any base path without a rebuild;
 * - Internet Explorer, which cannot run the bundle, gets a static notice instead of a blank page.
 */
const BOOT_STYLE =
  '#root>.sworld-boot{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;' +
  'font:16px/1.5 system-ui,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;color:#333}';

const baseScript =
  `window.__SWORLD_BASE__=window.__SWORLD_BASE__||'${BASE_PATH}';window.publicPath=window.__SWORLD_BASE__;` +
  "(function(l){l.rel='icon';l.type='image/svg+xml';l.href=window.__SWORLD_BASE__+'favicon.svg';document.head.appendChild(l);})(document.createElement('link'));";

const ieScript =
  "if(/MSIE |Trident\\//.test(navigator.userAgent)){document.getElementById('root').innerHTML=" +
  '\'<div class="sworld-boot">当前浏览器不受支持，请使用最新版 Chrome 或 Edge 浏览器访问。</div>\';}';

function loaderScript(styles: string[], scripts: string[]): string {
  return (
    '(function(b){' +
    styles
      .map(
        (s) => `var l=document.createElement('link');l.rel='stylesheet';l.href=b+'${s}';document.head.appendChild(l);`,
      )
      .join('') +
    scripts
      .map((s) => `var s=document.createElement('script');s.src=b+'${s}';s.async=false;document.body.appendChild(s);`)
      .join('') +
    '})(window.__SWORLD_BASE__);'
  );
}

function relativeToBase(url: string): string | null {
  return url.startsWith(BASE_PATH) ? url.slice(BASE_PATH.length) : null;
}

export default (api: IApi) => {
  api.modifyHTML(($) => {
    // The favicon follows the run-time base (written by baseScript), not the build-time one.
    $('link[rel="shortcut icon"], link[rel="icon"]').remove();
    $('head').prepend(`<script>${baseScript}</script><style>${BOOT_STYLE}</style>`);
    // Zoom must stay possible (WCAG 1.4.4): replace umi's user-scalable=no viewport.
    $('html').attr('lang', DEFAULT_LOCALE);
    $('meta[name="viewport"]').attr('content', 'width=device-width, initial-scale=1');
    $('#root').html('<div class="sworld-boot">加载中，请稍候...</div>');
    if (api.env === 'production') {
      const styles: string[] = [];
      const scripts: string[] = [];
      $('link[rel="stylesheet"]').each((_, el) => {
        const rel = relativeToBase($(el).attr('href') || '');
        if (rel) {
          styles.push(rel);
          $(el).remove();
        }
      });
      $('script[src]').each((_, el) => {
        const rel = relativeToBase($(el).attr('src') || '');
        if (rel) {
          scripts.push(rel);
          $(el).remove();
        }
      });
      $('body').append(`<script>${ieScript}${loaderScript(styles, scripts)}</script>`);
    } else {
      $('body').append(`<script>${ieScript}</script>`);
    }
    return $;
  });
};
