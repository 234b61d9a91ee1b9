import type { ThemeConfig } from 'antd';

/**
 * The antd theme: colours with at least 4.5:1 contrast on white and on their own light backgrounds
 * (WCAG 2.1 AA). antd's defaults fail: the primary and link blue #1677ff (4.1:1), the
 * error red #ff4d4f (3.3:1), the success green on its tag background (2.2:1) and the secondary
 * text rgba(0,0,0,.45) (3.4:1), the placeholder rgba(0,0,0,.25) (1.8:1), and the 7th shade that
 * preset-coloured tags write on their 1st (green, orange, gold, cyan, volcano, lime: raised to a
 * darker shade of the same hue; antd 6's prebuilt stylesheet, used in zero-runtime mode, still takes
 * those shades from its own palette, so a tag that must be read uses a status colour, whose seeds
 * are set here: success, warning, error). Links
 * derive from colorInfo, so it is set with the primary; the status backgrounds stay antd's light
 * ones (derived from these darker seeds they would turn grey).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // antd 6's Select shows its placeholder as text in the page (axe checks it); antd's 0.25 gives 1.8:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#ad6800',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    lime7: '#3f6600',
  },
};

/**
 * The theme with antd's zero-runtime mode: its components generate no CSS and take their rules from
 * antd's stylesheet (config/plugins/antdStyles.ts), which must be in the page.
 */
export const ZERO_RUNTIME_THEME: ThemeConfig = { ...THEME, zeroRuntime: true };

/**
 * Whether the user's system asks for less motion (prefers-reduced-motion). Read once, at the page's
 * start; a browser without matchMedia: no.
 */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A theme without antd's animations (its public `motion` token): dialogs, lists, drawers, messages and
 * menus appear and leave at once, as WCAG 2.3.3 asks for a user whose system wants less motion.
 */
export const withoutMotion = (theme: ThemeConfig): ThemeConfig => ({
  ...theme,
  token: { ...theme.token, motion: false },
});
