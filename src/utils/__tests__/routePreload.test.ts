import { lazy } from 'react';
import { loadMatchedRoutes, matchedRouteIds, routeTree, startLazy, startMatchedRoutes } from '../routePreload';

/** A route table as umi generates it: the global layout, a menu group with a redirect, screens, a full-page route. */
const routes = {
  '@@/global-layout': { id: '@@/global-layout', path: '/' },
  '1': { id: '1', path: '/login', parentId: undefined },
  '14': { id: '14', path: '/class', parentId: '@@/global-layout' },
  '15': { id: '15', path: '/class', parentId: '14' },
  '16': { id: '16', path: '/class/home', parentId: '14' },
  '17': { id: '17', path: '/class/account', parentId: '14' },
};

function lazyModule(name: string) {
  const load = jest.fn(async () => ({ default: () => name }));
  return { load, component: lazy(load) };
}

describe('route preloading', () => {
  it('matches the levels a path opens, outermost first', () => {
    const tree = routeTree(routes);
    expect(matchedRouteIds(tree, '/class/home')).toEqual(['@@/global-layout', '14', '16']);
    expect(matchedRouteIds(tree, '/login')).toEqual(['1']);
    expect(matchedRouteIds(tree, '/nowhere/at-all')).toEqual([]);
  });

  it('loads the code of each matched level at once, and no other', async () => {
    const modules = Object.fromEntries(Object.keys(routes).map((id) => [id, lazyModule(id)]));
    const routeComponents = Object.fromEntries(Object.entries(modules).map(([id, m]) => [id, m.component]));
    await loadMatchedRoutes({ routes, routeComponents }, '/class/home');
    const loaded = Object.entries(modules)
      .filter(([, m]) => m.load.mock.calls.length)
      .map(([id]) => id);
    expect(loaded.sort()).toEqual(['14', '16', '@@/global-layout']);
    // Loaded: rendering them no longer suspends.
    const layout = modules['@@/global-layout'].component as unknown as {
      _init: (p: unknown) => unknown;
      _payload: unknown;
    };
    expect(() => layout._init(layout._payload)).not.toThrow();
  });

  it('resolves for a lazy component that fails to load (rendering it throws, as it would have) and for anything else', async () => {
    const failing = lazy(async () => Promise.reject(new Error('chunk failed')));
    await expect(startLazy(failing)).resolves.toBeUndefined();
    await expect(startLazy(undefined)).resolves.toBeUndefined();
    const init = failing as unknown as { _init: (p: unknown) => unknown; _payload: unknown };
    expect(() => init._init(init._payload)).toThrow('chunk failed');
  });

  it("starts umi's own lazy components of the matched client routes", async () => {
    const screen = lazyModule('screen');
    const other = lazyModule('other');
    // umi's client route element: RouteContext.Provider > RemoteComponent (loader = memo(lazy)).
    const element = (component: unknown) =>
      ({ props: { children: { props: { loader: { type: component } } } } }) as never;
    startMatchedRoutes(
      [
        {
          path: '/',
          element: element(null),
          children: [
            { path: '/class/home', element: element(screen.component) },
            { path: '/class/account', element: element(other.component) },
          ],
        },
      ],
      '/class/home',
    );
    expect(screen.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
  });
});
