import { describe, expect, it } from 'vitest';
import { actionsFor, countRoles } from './user-actions.ts';

const names = (user: { id: string; role: 'pending' | 'coach' | 'admin' }, me = 'me') =>
  actionsFor(user, me).map((action) => action.name);

describe('actionsFor (docs/product.md#states, #permissions)', () => {
  it('offers Approve and Reject for a pending user', () => {
    expect(names({ id: 'u', role: 'pending' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ id: 'u', role: 'pending' }, 'me')[0]).toMatchObject({ role: 'coach' });
  });

  it('offers Make Admin and Delete for a coach, Make Coach and Delete for another admin', () => {
    expect(names({ id: 'u', role: 'coach' })).toEqual(['makeAdmin', 'delete']);
    expect(names({ id: 'u', role: 'admin' })).toEqual(['makeCoach', 'delete']);
    expect(actionsFor({ id: 'u', role: 'admin' }, 'me')[0]).toMatchObject({ role: 'coach' });
  });

  it('offers nothing on oneself', () => {
    expect(names({ id: 'me', role: 'admin' })).toEqual([]);
  });
});

describe('countRoles', () => {
  it('counts each role', () => {
    expect(countRoles([{ role: 'pending' }, { role: 'admin' }, { role: 'pending' }])).toEqual({
      pending: 2,
      coach: 0,
      admin: 1,
    });
  });
});
