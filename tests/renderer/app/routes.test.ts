// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { isValidElement } from 'react';
import { createAppRouter } from '../../../renderer/src/app/router';
import { ROUTES, routeAccess } from '../../../renderer/src/app/routes';
import { GuestOnly, RequireCustomer } from '../../../renderer/src/app/gates/RouteGates';
import { MainLayout } from '../../../renderer/src/app/layouts/MainLayout';

type Placed = { path: string; gates: string[] };

function placed(routes: readonly RouteObject[], gates: string[] = []): Placed[] {
  return routes.flatMap((route) => {
    const type = isValidElement(route.element) ? route.element.type : null;
    const gate = type === RequireCustomer ? 'customer' : type === GuestOnly ? 'guest' : type === MainLayout ? 'main' : null;
    const here = gate ? [...gates, gate] : gates;
    return [...(route.path ? [{ path: route.path, gates: here }] : []), ...placed(route.children ?? [], here)];
  });
}

describe('the route table', () => {
  const tree = placed(createAppRouter().routes);

  it('puts every screen in the router once, behind the gate and in the frame its entry names', () => {
    for (const route of ROUTES) {
      const found = tree.filter((p) => p.path === route.path);
      expect(found, route.path).toHaveLength(1);
      const gates = found[0]!.gates;
      expect(gates.includes('customer'), route.path).toBe(route.access === 'customer');
      expect(gates.includes('guest'), route.path).toBe(route.access === 'guest');
      expect(gates.includes('main'), route.path).toBe(route.layout === 'main');
    }
    // Nothing routed that the table does not list, but the catch-all home.
    expect(tree.map((p) => p.path).filter((path) => path !== '*').sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it('answers who may see a path from the same entries, parameters and a trailing slash included', () => {
    expect(routeAccess('/order/abc123/')).toBe('customer');
    expect(routeAccess('/lists/7')).toBe('customer');
    expect(routeAccess('/signup/')).toBe('guest');
    expect(routeAccess('/legal/refund-policy')).toBe('open');
    expect(routeAccess('/no-such-screen')).toBe('open');
    expect(routeAccess('/order/abc/extra')).toBe('open');
  });
});
