import { LOGIN_NAME_MSG } from '@portal/contract/api/registration';

import { Alert, App, Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getClientConfig } from '../../api/common';
import { failureText } from '../../api/http';
import { useCreateAccount } from '../../api/member';
import { encryptPassword } from '../../api/sm2';
import { VALIDATE_DELAY } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { PasswordFields } from '../../components/password-fields';
import { useSession } from '../../state/session-store';
import { accountPath, createRule, listPathFor, MEMBER_LABELS } from './member-fields';
import { RoleCheckboxes } from './role-checkboxes';
import './member.css';

interface Values {
  loginName: string;
  name: string;
  mobile: string;
  phone: string;
  roleIds: string[];
  password: string;
  confirmPassword: string;
}

/** 新增成员账号: a sub-account in the caller's unit (administrators: in the unit chosen on 全部账号管理). */
export default function AddAccountPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateAccount();
  const [failure, setFailure] = useState('');
  const unitId = usePageParam('unitId');
  const unitName = usePageParam('unitName');
  const from = usePageParam('from');
  const ownUnit = useSession((s) => s.user?.unitInfo.orgname ?? '');

  async function submit(v: Values) {
    setFailure('');
    try {
      const { publicKey } = await getClientConfig();
      const password = await encryptPassword(v.password, publicKey);
      const created = await create.mutateAsync({
        loginName: v.loginName.trim(),
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        phone: (v.phone ?? '').trim(),
        roleIds: v.roleIds,
        password,
        unitId: unitId || undefined,
      });
      message.success(`账号 ${created.loginName} 已开通`);
      form.resetFields();
      await navigate(accountPath(created.id, from));
    } catch (e) {
      setFailure(failureText(e));
    }
  }

  return (
    <PageCard title="新增成员账号" note="新账号为子账号，登录后只拥有这里勾选的角色；请把登录账号和初始密码告知使用人，并提醒其登录后修改密码。">
      <p className="member-unit-line">
        所属单位：<strong>{unitName || ownUnit}</strong>
      </p>
      <Form<Values> form={form} layout="vertical" className="member-form" onFinish={(v) => void submit(v)} scrollToFirstError={{ block: 'center' }}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item name="loginName" label={MEMBER_LABELS.loginName} required rules={createRule('loginName')} validateDebounce={VALIDATE_DELAY} extra={LOGIN_NAME_MSG}>
              <Input placeholder="请输入登录账号" maxLength={32} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={MEMBER_LABELS.name} required rules={createRule('name')} validateDebounce={VALIDATE_DELAY}>
              <Input placeholder="使用人姓名" maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobile" label={MEMBER_LABELS.mobile} required rules={createRule('mobile')} validateDebounce={VALIDATE_DELAY}>
              <Input placeholder="11位手机号码" maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={MEMBER_LABELS.phone} rules={createRule('phone')} validateDebounce={VALIDATE_DELAY}>
              <Input placeholder="手机号或座机号，如 0574-87000000" maxLength={32} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="roleIds" label={MEMBER_LABELS.roleIds} required rules={createRule('roleIds')} extra="只能分配您自己拥有的角色">
              <RoleCheckboxes />
            </Form.Item>
          </Col>
          <PasswordFields
            label="初始密码"
            wrap={(field) => (
              <Col xs={24} md={12}>
                {field}
              </Col>
            )}
          />
        </Row>
        {failure && <Alert type="error" showIcon title={failure} className="member-failure" />}
        <div className="member-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            开通账号
          </Button>
          <Button onClick={() => void navigate(listPathFor(from))}>返回列表</Button>
        </div>
      </Form>
    </PageCard>
  );
}
