/**
 * echarts played by a stand-in, for a test of the chart component in jsdom (which has no canvas). It
 * keeps echarts' order of events that the chart relies on: an instance drawn with its animation off
 * fires 'finished' within setOption; `finish()` is its next frame. Each call made on a disposed
 * instance is logged in `log.onDisposed` (echarts warns of each in development).
 */
type Handler = (...args: unknown[]) => void;
class Instance {
  disposed = false;
  options: unknown[] = [];
  private handlers = new Map<string, Handler[]>();
  log: { onDisposed: string[] };
  dom: HTMLElement;
  constructor(log: { onDisposed: string[] }, dom: HTMLElement) {
    this.log = log;
    this.dom = dom;
  }
  private use(method: string) {
    if (this.disposed) this.log.onDisposed.push(method);
  }
  on(name: string, handler: Handler) {
    this.use('on');
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  off(name: string, handler: Handler) {
    this.use('off');
    this.handlers.set(
      name,
      (this.handlers.get(name) ?? []).filter((h) => h !== handler),
    );
  }
  /** echarts' next frame, or the end of a draw: its 'finished' event. */
  finish() {
    for (const handler of this.handlers.get('finished') ?? []) handler({}, this);
  }
  setOption(option: unknown) {
    this.use('setOption');
    this.options.push(option);
    this.finish();
  }
  showLoading() {
    this.use('showLoading');
  }
  hideLoading() {
    this.use('hideLoading');
  }
  resize() {
    this.use('resize');
  }
  convertToPixel() {
    this.use('convertToPixel');
    return 0;
  }
  isDisposed() {
    return this.disposed;
  }
  /** zrender, which the chart asks for its clicks on the plot: handlers are kept, none is fired. */
  zr = {
    handlers: [] as [string, Handler][],
    on: (name: string, handler: Handler) => this.zr.handlers.push([name, handler]),
  };
  getZr() {
    this.use('getZr');
    return this.zr;
  }
  getDom() {
    return this.dom;
  }
}
const log = { onDisposed: [] as string[] };
const made: Instance[] = [];
const live = new Map<Element, Instance>();
export const echarts = {
  log,
  made,
  init(dom: HTMLElement) {
    const instance = new Instance(log, dom);
    made.push(instance);
    live.set(dom, instance);
    return instance;
  },
  getInstanceByDom: (dom: Element) => live.get(dom),
  dispose(dom: Element) {
    const instance = live.get(dom);
    if (!instance) return;
    instance.disposed = true;
    live.delete(dom);
  },
};
