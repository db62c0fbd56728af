import { MSG } from '@portal/contract/validators/messages';

import { isSimplePassword, strongPassword } from '@portal/contract/validators/rules';

import { Alert, App, Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { getClientConfig } from '../../../api/common';
import { updatePwd } from '../../../api/session';
import { encryptPassword } from '../../../api/sm2';
import { fromRule, VALIDATE_DELAY } from '../../../components/form-rules';
import { PATHS } from '../../../routes/paths';
import type { DialogProps } from '../../../state/dialog-store';
import { sessionActions, useSession } from '../../../state/session-store';
import { useSubmit } from './use-submit';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec §2/§5 change-password dialog; success ends the session, so the user logs in again. */
export function ChangePasswordDialog({ open, onClose }: DialogProps) {
  const [form] = Form.useForm<Values>();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const loginName = useSession((s) => s.user?.loginName ?? '');
  const { busy, failure, run, clearFailure } = useSubmit();

  async function submit() {
    const v = await form.validateFields();
    await run(async () => {
      const { publicKey } = await getClientConfig();
      const [oldCipher, newCipher] = await Promise.all([encryptPassword(v.oldPassword, publicKey), encryptPassword(v.newPassword, publicKey)]);
      await updatePwd(oldCipher, newCipher);
      // The server has ended every session of this user: ours ends too, while the page stays behind the notice until the user leaves.
      sessionActions.setSimplePassword(isSimplePassword(v.newPassword));
      sessionActions.end();
      onClose();
      modal.success({
        title: '成功',
        content: '密码修改成功',
        okText: '重新登录',
        keyboard: false,
        onOk: () => navigate(PATHS.login, { replace: true }),
      });
    });
  }

  return (
    <Modal
      title="修改密码"
      open={open}
      width={450}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        clearFailure();
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        className="dialog-form"
        onValuesChange={(changed: Partial<Values>) => {
          // Spec §5: editing the new password re-checks a confirmation already typed.
          if ('newPassword' in changed && form.getFieldValue('confirmPassword')) void form.validateFields(['confirmPassword']).catch(() => undefined);
        }}
      >
        {failure && <Alert type="error" showIcon title={failure} className="dialog-alert" />}
        <Form.Item label="登录账号">
          <Input value={loginName} readOnly disabled />
        </Form.Item>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: MSG.oldPasswordRequired }]} validateDebounce={VALIDATE_DELAY}>
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="8-16位，须同时包含大写字母、小写字母、数字和特殊字符"
          rules={[{ required: true, message: MSG.newPasswordRequired }, fromRule(strongPassword)]}
          validateDebounce={VALIDATE_DELAY}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认新密码"
          rules={[
            { required: true, message: MSG.confirmPasswordRequired },
            ({ getFieldValue }) => ({
              validator: (_, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(MSG.confirmPasswordMismatch))),
            }),
            fromRule(strongPassword),
          ]}
          validateDebounce={VALIDATE_DELAY}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
