import { Alert, App, Form, Modal } from 'antd';
import { useState } from 'react';
import { getClientConfig } from '../../api/common';
import { failureText } from '../../api/http';
import { useResetAccountPassword } from '../../api/member';
import { encryptPassword } from '../../api/sm2';
import { PasswordFields } from '../../components/password-fields';

/** Sets a member's new password (it must score 4); the member's sessions end on the server. */
export function ResetMemberPassword({ account, open, onClose }: { account: { id: string; loginName: string }; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ newPassword: string; confirmPassword: string }>();
  const { message } = App.useApp();
  const reset = useResetAccountPassword();
  const [failure, setFailure] = useState('');

  async function submit() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setFailure('');
    try {
      const { publicKey } = await getClientConfig();
      await reset.mutateAsync({ id: account.id, newPassword: await encryptPassword(v.newPassword, publicKey) });
      message.success(`账号 ${account.loginName} 的密码已重置，其已登录的会话已退出`);
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    }
  }

  return (
    <Modal
      title={`重置密码：${account.loginName}`}
      open={open}
      width={450}
      okText="确定重置"
      cancelText="取消"
      confirmLoading={reset.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setFailure('');
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" className="dialog-form">
        {failure && <Alert type="error" showIcon title={failure} className="member-failure" />}
        <PasswordFields name="newPassword" confirmName="confirmPassword" label="新密码" />
      </Form>
    </Modal>
  );
}
