import '@testing-library/jest-dom';

// antd reads matchMedia (responsive observers); jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Every test starts with empty storage and a Chinese user (jsdom's browser language is en-US).
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('umi_locale', 'zh-CN');
});
