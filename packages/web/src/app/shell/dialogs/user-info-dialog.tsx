import { idCard, mobile, phoneOrMobile } from '@portal/contract/validators/rules';

import { Alert, App, Form, Input, Modal } from 'antd';
import { updateInfo } from '../../../api/session';
import { fromRule, VALIDATE_DELAY } from '../../../components/form-rules';
import type { DialogProps } from '../../../state/dialog-store';
import { sessionActions, useSession } from '../../../state/session-store';
import { useSubmit } from './use-submit';

interface Values {
  name: string;
  identityCard: string;
  phone: string;
  mobile: string;
}

/** The user's own name, identity card number and phones ('user.updateInfo'). */
export function UserInfoDialog({ open, onClose }: DialogProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const { busy, failure, run, clearFailure } = useSubmit();

  async function submit() {
    const v = await form.validateFields();
    await run(async () => {
      // The stored number comes back masked; an empty field leaves it as it is.
      await updateInfo({ name: v.name.trim(), identityCard: v.identityCard.trim(), phone: v.phone.trim(), mobile: v.mobile.trim() });
      await sessionActions.reloadUser();
      message.success('个人信息已保存');
      onClose();
    });
  }

  return (
    <Modal
      title="个人信息"
      open={open}
      width={520}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={clearFailure}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {user && (
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ flex: '96px' }}
          className="dialog-form"
          initialValues={{ name: user.name, identityCard: '', phone: user.phone, mobile: user.mobile }}
        >
          {failure && <Alert type="error" showIcon title={failure} className="dialog-alert" />}
          <Form.Item label="登录账号">
            <Input value={user.loginName} readOnly disabled />
          </Form.Item>
          <Form.Item label="所属单位">
            <Input value={user.unitInfo.orgname} readOnly disabled />
          </Form.Item>
          <Form.Item
            name="name"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: '姓名不能为空' },
              { max: 32, message: '姓名不能超过32个字符' },
            ]}
          >
            <Input placeholder="请输入姓名" maxLength={32} />
          </Form.Item>
          <Form.Item
            name="identityCard"
            label="身份证号"
            rules={[fromRule(idCard)]}
            validateDebounce={VALIDATE_DELAY}
            extra={user.idCard ? `已登记：${user.idCard}，不修改请留空` : undefined}
          >
            <Input placeholder={user.idCard ? '如需修改，请输入完整的身份证号' : '请输入18位身份证号'} maxLength={18} />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={[fromRule(phoneOrMobile)]} validateDebounce={VALIDATE_DELAY}>
            <Input placeholder="手机号或座机号，如 0574-87000000" maxLength={32} />
          </Form.Item>
          <Form.Item name="mobile" label="手机号码" rules={[fromRule(mobile)]} validateDebounce={VALIDATE_DELAY}>
            <Input placeholder="请输入11位手机号码" maxLength={11} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
