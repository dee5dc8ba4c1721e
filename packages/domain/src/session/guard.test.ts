import { describe, expect, it } from 'vitest';
import { canSee, homeRoute, isOpenPath, redirectFor } from './guard';

describe('homeRoute', () => {
  it('sends each user type home', () => {
    expect(homeRoute('admin')).toBe('/backoffice/dashboard');
    for (const role of ['client', 'client_admin', 'client_financial', 'client_admin_participant'])
      expect(homeRoute(role)).toBe('/users/dashboard');
    for (const visitor of [null, undefined, 'service', 'nobody']) expect(homeRoute(visitor)).toBe('/signin');
  });
});

describe('canSee', () => {
  it('shows the sign-in screens to visitors only', () => {
    expect(canSee(null, '/signin')).toBe(true);
    expect(canSee(null, '/recoverPassword?token=abc')).toBe(true);
    expect(canSee('admin', '/signin')).toBe(false);
    expect(canSee(null, '/backoffice/dashboard')).toBe(false);
  });

  it('keeps each role in its tree', () => {
    expect(canSee('admin', '/backoffice/admin/list')).toBe(true);
    expect(canSee('admin', '/users/dashboard')).toBe(false);
    expect(canSee('client', '/backoffice/dashboard')).toBe(false);
    expect(canSee('client', '/users/rec')).toBe(true);
    expect(canSee('client_admin_participant', '/users/rec')).toBe(false);
    expect(canSee('client_admin_participant', '/users/automation/list')).toBe(true);
    expect(canSee('client', '/users/automation/list')).toBe(false);
  });

  it('applies the policy inside a tree', () => {
    expect(canSee('client', '/users/users/list')).toBe(false);
    expect(canSee('client_admin', '/users/users/list')).toBe(true);
    expect(canSee('client_admin_participant', '/users/users/list')).toBe(true);
    expect(canSee('client_financial', '/users/nf/list')).toBe(true);
    expect(canSee('client_financial', '/users/rec')).toBe(false);
  });
});

describe('redirectFor', () => {
  it('lets a permitted screen open', () => {
    expect(redirectFor('admin', '/backoffice/powerSupply/list')).toBeNull();
    expect(redirectFor(null, '/signin')).toBeNull();
    expect(redirectFor('client', '/users/dashboard')).toBeNull();
  });

  it('sends a visitor to sign-in and a user out of the other tree', () => {
    expect(redirectFor(null, '/backoffice/dashboard')).toBe('/signin');
    expect(redirectFor('client', '/backoffice/registrants/list')).toBe('/users/dashboard');
    expect(redirectFor('admin', '/users/rec')).toBe('/backoffice/dashboard');
    expect(redirectFor('client_financial', '/users/rec')).toBe('/users/dashboard');
  });

  it('resolves the root, unknown paths and the sign-in screen of a signed-in user', () => {
    expect(redirectFor('admin', '/')).toBe('/backoffice/dashboard');
    expect(redirectFor('client_admin_participant', '/')).toBe('/users/dashboard');
    expect(redirectFor(null, '/')).toBe('/signin');
    expect(redirectFor('admin', '/app/chat')).toBe('/backoffice/dashboard');
    expect(redirectFor('client', '/signin')).toBe('/users/dashboard');
  });

  it('opens the statement check to everyone, signed in or not (ADR 0075)', () => {
    for (const who of [null, 'admin', 'client_admin_participant'])
      expect(redirectFor(who, '/verify/ABCD-EFGH-JKMN-P')).toBeNull();
    expect(isOpenPath('/verify')).toBe(true);
    expect(isOpenPath('/verify/ABCD')).toBe(true);
    expect(isOpenPath('/signin')).toBe(false);
    expect(isOpenPath('/users/dashboard')).toBe(false);
  });
});
