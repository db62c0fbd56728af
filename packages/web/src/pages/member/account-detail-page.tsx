import type { AccountStatus, MemberAccount } from '@portal/contract';
import { ACCOUNT_STATUSES } from '@portal/contract/api/member';

import { ArrowLeftOutlined, DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { App, Button, Col, Descriptions, Form, Input, Radio, Result, Row, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useAccount, useDeleteAccount, useUpdateAccount } from '../../api/member';
import { VALIDATE_DELAY } from '../../components/form-rules';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { useSession } from '../../state/session-store';
import '../../components/review/review.css';
import { listPathFor, MEMBER_LABELS, updateRule } from './member-fields';
import { ResetMemberPassword } from './reset-member-password';
import { RoleCheckboxes } from './role-checkboxes';
import { StaffAreasSection } from './staff-areas';
import './member.css';

interface Values {
  name: string;
  mobile: string;
  phone: string;
  roleIds: string[];
  status: AccountStatus;
}

const valuesOf = (a: MemberAccount): Values => ({ name: a.name, mobile: a.mobile, phone: a.phone, roleIds: a.roles.map((r) => r.id), status: a.status });

function AccountForm({ account, self, onReload }: { account: MemberAccount; self: boolean; onReload: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const update = useUpdateAccount();
  const { failure, fail, clear: clearFailure } = useSaveFailure();

  async function save(v: Values) {
    clearFailure();
    try {
      await update.mutateAsync({
        id: account.id,
        version: account.version,
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        phone: (v.phone ?? '').trim(),
        roleIds: v.roleIds,
        status: v.status,
      });
      message.success('账号信息已保存');
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" className="member-form" initialValues={valuesOf(account)} onFinish={(v) => void save(v)}>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={MEMBER_LABELS.name} required rules={updateRule('name')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={MEMBER_LABELS.mobile} required rules={updateRule('mobile')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={MEMBER_LABELS.phone} rules={updateRule('phone')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} placeholder="手机号或座机号，如 0574-87000000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label="账号状态" extra={self ? '不能停用当前登录的账号' : '停用后该账号立即退出登录，且不能再登录'}>
            <Radio.Group disabled={self} options={(Object.keys(ACCOUNT_STATUSES) as AccountStatus[]).map((s) => ({ value: s, label: ACCOUNT_STATUSES[s] }))} optionType="button" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="roleIds"
            label={MEMBER_LABELS.roleIds}
            required
            rules={updateRule('roleIds')}
            extra={self ? '不能修改当前登录账号自己的角色' : '只能分配您自己拥有的角色'}
          >
            <RoleCheckboxes held={account.roles} disabled={self} />
          </Form.Item>
        </Col>
      </Row>
      <SaveFailureAlert failure={failure} onReload={onReload} className="member-failure" />
      <div className="member-actions">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
        <Button onClick={() => form.setFieldsValue(valuesOf(account))}>撤销修改</Button>
      </div>
    </Form>
  );
}

/** 成员账号详情: edit a member's details, roles and status; reset its password; delete it. */
export default function AccountDetailPage() {
  const id = usePageParam('id');
  const from = usePageParam('from');
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const query = useAccount(id);
  const remove = useDeleteAccount();
  const selfId = useSession((s) => s.user?.id);
  const [resetting, setResetting] = useState(false);
  const a = query.data;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(listPathFor(from))}>
      返回列表
    </Button>
  );

  if (!id || query.isError)
    return (
      <PageCard title="成员账号详情">
        <Result status="warning" title={id ? failureText(query.error) : '未指定账号'} extra={back} />
      </PageCard>
    );

  const confirmDelete = (account: MemberAccount) => {
    modal.confirm({
      title: '删除账号',
      content: `确定删除账号 ${account.loginName}（${account.name}）吗？删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(account.id).then(
          () => {
            message.success(`账号 ${account.loginName} 已删除`);
            void navigate(listPathFor(from));
          },
          (e: unknown) => void message.error(failureText(e)),
        ),
    });
  };

  return (
    <PageCard title="成员账号详情" extra={<div className="acc-detail-extra">{back}</div>}>
      {!a ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="review">
          <section>
            <h3>账号</h3>
            <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 1, lg: 2 }} className="review-fields">
              <Descriptions.Item label="登录账号">{a.loginName}</Descriptions.Item>
              <Descriptions.Item label="账号类型">{a.isMain ? <Tag color="gold">主账号</Tag> : <Tag>子账号</Tag>}</Descriptions.Item>
              <Descriptions.Item label="所属单位">{a.unitName}</Descriptions.Item>
              <Descriptions.Item label="创建时间">{formatTime(a.createdAt)}</Descriptions.Item>
            </Descriptions>
          </section>
          <section>
            <h3>资料与角色</h3>
            {/* Each saved version (ours or someone else's) starts the form again from the stored record. */}
            <AccountForm key={a.version} account={a} self={a.id === selfId} onReload={() => void query.refetch()} />
          </section>
          <StaffAreasSection account={a} />
          <section>
            <h3>密码与删除</h3>
            <div className="member-danger">
              <p>重置密码或删除账号后，该账号已登录的会话立即退出。</p>
              <Space>
                <Button icon={<KeyOutlined />} onClick={() => setResetting(true)}>
                  重置密码
                </Button>
                <Button danger icon={<DeleteOutlined />} disabled={a.id === selfId} onClick={() => confirmDelete(a)}>
                  删除账号
                </Button>
              </Space>
            </div>
            <ResetMemberPassword account={a} open={resetting} onClose={() => setResetting(false)} />
          </section>
        </div>
      )}
    </PageCard>
  );
}
