import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardSession } from './guard';

const noSession: GuardSession = { hasSession: false, userLoaded: false, access: [] };
const fresh: GuardSession = { hasSession: true, userLoaded: false, access: [] };
const loaded: GuardSession = { hasSession: true, userLoaded: true, access: ['home', 'message'] };

const login = { name: 'login', public: true };
const sso = { name: 'ssologin', public: true };
const phoneUpload = { name: 'attachmentUploadMobile', public: true };
const home = { name: 'home', public: false, access: 'home' };
const messages = { name: 'message_page', public: false, access: 'message' };
const allLogs = { name: 'system_error_log', public: false, access: 'system.errorLog' };
const notFound = { name: 'error_404', public: false };

describe('decideGuard', () => {
  it('sends a visitor without a session to login, remembering the page asked for', () => {
    expect(decideGuard(messages, noSession, '/message_page?x=1')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fmessage_page%3Fx%3D1' });
  });

  it('does not add a redirect for home', () => {
    expect(decideGuard(home, noSession, '/home')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets a visitor without a session reach public pages', () => {
    expect(decideGuard(login, noSession, '/login')).toEqual({ kind: 'pass' });
  });

  it('turns a logged-in user away from login to home', () => {
    expect(decideGuard(login, fresh, '/login')).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideGuard(login, loaded, '/login')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('always passes single sign-on, with or without a session', () => {
    expect(decideGuard(sso, noSession, '/ssologin?ssotoken=t')).toEqual({ kind: 'pass' });
    expect(decideGuard(sso, loaded, '/ssologin?ssotoken=t')).toEqual({ kind: 'pass' });
  });

  it('lets the phone upload page through without loading or checking a session', () => {
    expect(decideGuard(phoneUpload, noSession, '/attachmentUploadMobile?token=t')).toEqual({ kind: 'pass' });
    expect(decideGuard(phoneUpload, fresh, '/attachmentUploadMobile?token=t')).toEqual({ kind: 'pass' });
  });

  it('lets the account pages for people without an account through, even with a session that may be stale', () => {
    const resetPassword = { name: 'resetPassword', public: true };
    expect(decideGuard(resetPassword, noSession, '/resetPassword')).toEqual({ kind: 'pass' });
    expect(decideGuard(resetPassword, fresh, '/resetPassword')).toEqual({ kind: 'pass' });
  });

  it('asks for user info once before checking access', () => {
    expect(decideGuard(messages, fresh, '/message_page')).toEqual({ kind: 'loadUser' });
  });

  it('sends a route the role lacks to the 401 page', () => {
    expect(decideGuard(allLogs, loaded, '/system/error-log')).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('passes a route the role holds, and routes that need no permission', () => {
    expect(decideGuard(messages, loaded, '/message_page')).toEqual({ kind: 'pass' });
    expect(decideGuard(notFound, loaded, '/nowhere')).toEqual({ kind: 'pass' });
  });
});
