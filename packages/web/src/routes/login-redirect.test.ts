import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './login-redirect';

describe('afterLoginPath', () => {
  it('returns to the page first asked for', () => {
    expect(afterLoginPath('/message_page?tab=read')).toBe('/message_page?tab=read');
  });

  it('goes home without a redirect, for other sites, and for the login page itself', () => {
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath('https://evil.example/')).toBe('/home');
    expect(afterLoginPath('//evil.example/')).toBe('/home');
    expect(afterLoginPath('/login?redirect=/home')).toBe('/home');
  });
});
