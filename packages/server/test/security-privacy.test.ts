import { PRIVACY_NOTICE } from '@portal/contract/domain/privacy';
import { describe, expect, it } from 'vitest';
import { applicationFields, encrypt, loginAs, smsTicket, uploadSigned, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

/** Personal data: consent is asked before a code is sent and kept with the application; reviewers and lists see masked values. */
describe('security: personal data', () => {
  const t = suiteApp();

  it('keeps the consent, its notice version and its time with a registration and a password reset', async () => {
    const before = new Date().toISOString();
    const reg = (
      await requestRaw(t, null, 'registration.apply', {
        ...applicationFields({ mobile: '13600000701', loginName: 'consenttest' }),
        password: encrypt(t, 'Consent@2026'),
        draftId: await uploadSigned(t, 'register', ['businessLicence', 'authorization']),
        smsTicket: await smsTicket(t, '13600000701', 'register'),
      })
    ).json();
    expect(reg.success).toBe(true);
    const app = await t.db.selectFrom('account_applications').select(['consent_version', 'consent_at']).where('id', '=', reg.data.id).executeTakeFirstOrThrow();
    expect(app.consent_version).toBe(PRIVACY_NOTICE.version);
    expect(app.consent_at! >= before).toBe(true);

    const reset = (
      await request(t, null, 'passwordReset.apply', {
        loginName: 'demo2',
        uscc: '91330212MA2H8K7Q11',
        mobile: '13857400002',
        newPassword: encrypt(t, 'Reset@2026new'),
        draftId: await uploadSigned(t, 'resetPassword', ['letter']),
        smsTicket: await smsTicket(t, '13857400002', 'resetPassword'),
      })
    ).json();
    expect(reset.success).toBe(true);
    const r = await t.db.selectFrom('password_resets').select(['consent_version', 'consent_at']).where('id', '=', reset.data.id).executeTakeFirstOrThrow();
    expect(r.consent_version).toBe(PRIVACY_NOTICE.version);
    expect(r.consent_at).not.toBeNull();
  });

  it('shows reviewers the applicant’s mobile masked', async () => {
    const admin = await loginAs(t, 'admin');
    const list = (await request(t, admin, 'registration.findRegister', { pageNo: 1, pageSize: 50 })).json().data.list as Array<{ mobile: string }>;
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) expect(a.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });
});
