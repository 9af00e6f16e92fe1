import { describe, expect, it } from 'vitest';
import { access, type RouteAccess } from '../platform/access.ts';
import { expectedOutcome, sidesOf, type Side } from './access-expectation.ts';
import type { AccessWorld, Persona, PersonaName } from './access-world.ts';

// The matrix's oracle on its own: a wrong rule here would let the matrix pass a wrong answer.
const T = 'tenant';
const O = 'other-tenant';
const persona = (
  name: PersonaName,
  roles: [string, 'OWNER' | 'ADMIN' | 'USER'][] = [],
  isPlatformAdmin = false,
): Persona => ({
  name,
  userId: name === 'guest' ? null : name,
  token: name === 'guest' ? null : 't',
  isPlatformAdmin,
  roles: new Map(roles),
});
const world = { tenant: T, otherTenant: O } as AccessWorld;
const guest = persona('guest');
const user = persona('USER', [[T, 'USER']]);
const owner = persona('OWNER', [[T, 'OWNER']]);
const otherOwner = persona('otherOwner', [[O, 'OWNER']]);
const admin = persona('platformAdmin', [], true);
const outcome = (a: RouteAccess, p: Persona, side: Side) => expectedOutcome(a, p, side, world);

describe('the access oracle', () => {
  it('sends guests to sign in everywhere but public routes', () => {
    expect(outcome(access.user(), guest, 'own')).toMatchObject({ allowed: false, status: 401 });
    expect(outcome(access.public(), guest, 'own')).toMatchObject({ allowed: true });
  });

  it('hides another pharmacy behind a 404 that must equal a missing one, then checks roles', () => {
    const managers = access.tenantPath('members.manage', { params: { id: 'tenant' } });
    expect(outcome(managers, otherOwner, 'own')).toMatchObject({ status: 404, isHidden: true });
    expect(outcome(managers, owner, 'foreign')).toMatchObject({ status: 404, isHidden: true });
    expect(outcome(managers, otherOwner, 'foreign')).toMatchObject({ allowed: true });
    expect(outcome(managers, user, 'own')).toMatchObject({ status: 403 });
    expect(outcome(managers, owner, 'missing')).toMatchObject({ status: 404, isHidden: false });
    expect(outcome(managers, owner, 'own')).toMatchObject({ allowed: true });
  });

  it('refuses everyone but platform administrators before looking at ids', () => {
    const adminOnly = access.platformAdmin({ params: { id: 'post' } });
    expect(outcome(adminOnly, owner, 'missing')).toMatchObject({ status: 403 });
    expect(outcome(adminOnly, admin, 'foreign')).toMatchObject({ allowed: true });
    expect(outcome(adminOnly, admin, 'missing')).toMatchObject({ status: 404 });
  });

  it('tells a row the caller may see but not change (403) from one they may not see (404)', () => {
    const mine = access.user({ params: { id: 'post' }, rows: 'mine' });
    expect(outcome(mine, owner, 'own')).toMatchObject({ allowed: true });
    expect(outcome(mine, owner, 'shared')).toMatchObject({ status: 403 });
    expect(outcome(mine, owner, 'foreign')).toMatchObject({ status: 404, isHidden: true });
    expect(outcome(mine, admin, 'foreign')).toMatchObject({ status: 403 });
    const self = access.self({ params: { id: 'user' } });
    expect(outcome(self, admin, 'foreign')).toMatchObject({ allowed: true });
    expect(outcome(self, otherOwner, 'shared')).toMatchObject({ status: 404, isHidden: true });
    expect(outcome(self, owner, 'shared')).toMatchObject({ status: 403 });
  });

  it('calls routes without ids once, and every id kind with the columns it has', () => {
    expect(sidesOf(access.user())).toEqual(['own']);
    expect(sidesOf(access.tenant('organisation.view'))).toEqual(['missing', 'foreign', 'own']);
    expect(sidesOf(access.platformAdmin({ params: { id: 'category' } }))).toEqual([
      'missing',
      'own',
    ]);
    expect(sidesOf(access.user({ params: { id: 'post' } }))).toEqual([
      'missing',
      'foreign',
      'shared',
      'own',
    ]);
  });
});
