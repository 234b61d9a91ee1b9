import { act, render, screen } from '@testing-library/react';
import WhenSeen, { SEEN_MARGIN_PX } from '../WhenSeen';

/** The browser's IntersectionObserver as far as WhenSeen uses it: the test says when the element comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('WhenSeen', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    FakeObserver.last = undefined;
  });

  it('shows the placeholder until its place comes within the margin of the window, then the content', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { container } = render(<WhenSeen placeholder={<p>加载中</p>}>{() => <p>趋势图</p>}</WhenSeen>);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('趋势图')).toBeNull();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe(`${SEEN_MARGIN_PX}px 0px`);
    expect(observer.observed).toEqual([container.firstChild]);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('趋势图')).toBeNull();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('趋势图')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the content at once where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<WhenSeen placeholder={<p>加载中</p>}>{() => <p>趋势图</p>}</WhenSeen>);
    expect(screen.getByText('趋势图')).toBeInTheDocument();
  });
});
