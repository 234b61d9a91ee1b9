import { currentLocale, isRtlLocale, t } from '../i18n';

describe('locale', () => {
  it('reads the stored locale first', () => {
    window.localStorage.setItem('umi_locale', 'en-US');
    expect(currentLocale()).toBe('en-US');
    expect(t('request.expired')).toBe('Your login has expired. Please log in again.');
  });

  it('falls back to the browser language, then to zh-CN', () => {
    window.localStorage.removeItem('umi_locale');
    const language = jest.spyOn(window.navigator, 'language', 'get');
    language.mockReturnValue('en-US');
    expect(currentLocale()).toBe('en-US');
    language.mockReturnValue('fr-FR');
    expect(currentLocale()).toBe('zh-CN');
    language.mockRestore();
  });

  it('fills placeholders', () => {
    expect(t('request.network', { detail: 'Failed to fetch' })).toBe(
      '系统出现问题：Failed to fetch，请刷新页面或联系管理员',
    );
  });

  it('lays out right to left for he, ar, fa and ku', () => {
    expect(['he-IL', 'ar-EG', 'fa-IR', 'ku-IQ'].map(isRtlLocale)).toEqual([true, true, true, true]);
    expect(['zh-CN', 'en-US', 'de-DE'].map(isRtlLocale)).toEqual([false, false, false]);
  });
});
