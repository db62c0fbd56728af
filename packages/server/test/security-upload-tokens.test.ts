import { describe, expect, it } from 'vitest';
import { AJAX, applicationFields, call, encrypt, loginAs, multipart, SAMPLE, smsTicket, request, requestRaw } from './helpers';
import { suiteApp } from './suite';

const LINK_GONE = '上传链接已失效，请在电脑上重新生成二维码';
const FIXED = '申请已提交，不能再修改申请材料';

/** Attacks with upload tokens after the application they were for went in: no file added, none removed, no new token. */
describe('security: upload tokens die with their draft', () => {
  const t = suiteApp();

  const sign = async (purpose: 'register' | 'resetPassword', draftId?: string) =>
    (await request(t, null, 'registration.uploadSign', { purpose, ...(draftId ? { draftId } : {}) })).json<{
      success: boolean;
      errorMsg?: string;
      data: { draftId: string; tokens: Record<string, string> };
    }>();
  const put = async (token: string, name = 'material.pdf') => {
    const { payload, headers } = multipart({}, [{ filename: name, content: SAMPLE.pdf }]);
    return (await t.app.inject({ method: 'POST', url: `/a/stone/common/mobileUpload?token=${token}`, payload, headers: { ...AJAX, ...headers } })).json();
  };
  const remove = async (token: string, attsysid: string) => (await call(t, null, 'POST', `/a/stone/common/mobileUpload/delete?token=${token}`, { attsysid })).json();

  it('closes a registration draft once the application is submitted', async () => {
    const { data } = await sign('register');
    const licence = (await put(data.tokens.businessLicence)).data[0];
    await put(data.tokens.authorization);
    const applied = (
      await requestRaw(t, null, 'registration.apply', {
        ...applicationFields({ mobile: '13600000901', loginName: 'tokentest' }),
        password: encrypt(t, 'Token@2026ok'),
        draftId: data.draftId,
        smsTicket: await smsTicket(t, '13600000901', 'register'),
      })
    ).json();
    expect(applied.success).toBe(true);
    expect((await put(data.tokens.businessLicence, 'forged.pdf')).errorMsg).toBe(LINK_GONE);
    expect((await remove(data.tokens.businessLicence, licence.attsysid)).errorMsg).toBe(LINK_GONE);
    expect((await t.db.selectFrom('attachments').select('id').where('id', '=', licence.attsysid).execute()).length).toBe(1);
    expect((await sign('register', data.draftId)).errorMsg).toBe(FIXED);

    // Returned, the applicant may correct the material with new tokens; sent again, those die too.
    const admin = await loginAs(t, 'admin');
    expect((await request(t, admin, 'registration.disagree', { id: applied.data.id, opinion: '授权书不清晰' })).json().success).toBe(true);
    const again = await sign('register', data.draftId);
    expect(again.success).toBe(true);
    expect((await put(again.data.tokens.authorization, '授权书-清晰.pdf')).success).toBe(true);
  });

  it('closes a password-reset draft once the application is submitted, and signs no new slots for it', async () => {
    const { data } = await sign('resetPassword');
    const letter = (await put(data.tokens.letter)).data[0];
    const who = { loginName: 'demo2', uscc: '91330212MA2H8K7Q11', mobile: '13857400002' };
    const applied = (
      await request(t, null, 'passwordReset.apply', {
        ...who,
        newPassword: encrypt(t, 'Reset@2026new'),
        draftId: data.draftId,
        smsTicket: await smsTicket(t, who.mobile, 'resetPassword'),
      })
    ).json();
    expect(applied.success).toBe(true);
    expect((await remove(data.tokens.letter, letter.attsysid)).errorMsg).toBe(LINK_GONE);
    expect((await put(data.tokens.letter, 'another.pdf')).errorMsg).toBe(LINK_GONE);
    expect((await sign('resetPassword', data.draftId)).errorMsg).toBe(FIXED);
  });
});
