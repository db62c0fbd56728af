import type { MemberAccount, RoleType } from '@portal/contract';
import { AREA_ROLE_TYPES } from '@portal/contract/domain/permissions';
import { saveStaffAreasInput, STAFF_AREAS_MAX } from '@portal/contract/api/member';

import { Alert, App, Button, Empty, Form, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useAssignableRoles, useSaveStaffAreas, useStaffAreas } from '../../api/member';
import { AreaLabel, AreasCascader } from '../../components/area-cascader';
import { fromSchema } from '../../components/form-rules';
import { useAccess } from '../../state/session-store';

function AreasEditor({ account, areas, onDone }: { account: MemberAccount; areas: string[]; onDone: () => void }) {
  const { message } = App.useApp();
  const save = useSaveStaffAreas();
  const [failure, setFailure] = useState('');

  async function submit(v: { areas: string[] }) {
    setFailure('');
    try {
      await save.mutateAsync({ id: account.id, areas: v.areas });
      message.success('工作区域已保存');
      onDone();
    } catch (e) {
      setFailure(failureText(e));
    }
  }

  return (
    <Form<{ areas: string[] }> layout="vertical" className="member-form" initialValues={{ areas }} onFinish={(v) => void submit(v)}>
      <Form.Item
        name="areas"
        label="工作区域"
        required
        rules={[fromSchema(saveStaffAreasInput.shape.areas)]}
        extra={`选中整个市即包含其下所有区县；最多 ${STAFF_AREAS_MAX} 个区域。`}
      >
        <AreasCascader />
      </Form.Item>
      {failure && <Alert className="member-failure" type="error" showIcon title={failure} />}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
        <Button onClick={onDone}>取消</Button>
      </Space>
    </Form>
  );
}

function StaffAreas({ account }: { account: MemberAccount }) {
  const query = useStaffAreas(account.id);
  const [editing, setEditing] = useState(false);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) return <Alert type="warning" showIcon title={failureText(query.error)} />;
  const { areas } = query.data;
  if (editing) return <AreasEditor account={account} areas={areas} onDone={() => setEditing(false)} />;

  return (
    <div className="member-areas">
      {areas.length ? (
        <div className="member-area-tags">
          {areas.map((code) => (
            <Tag key={code} color="blue">
              <AreaLabel code={code} />
            </Tag>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未设置工作区域，该人员看不到任何区域的数据" />
      )}
      <Button onClick={() => setEditing(true)}>{areas.length ? '修改工作区域' : '设置工作区域'}</Button>
    </div>
  );
}

/**
 * 工作区域: an inspection or registry staff member's data scope, which administrators keep. The staff
 * member sees the units, equipment and records of these areas only; a city covers its districts. Shown
 * to administrators, for an account holding an inspection or registry role.
 */
export function StaffAreasSection({ account }: { account: MemberAccount }) {
  const admin = useAccess('system.account');
  // Administrators may hand out every role, so the list they get tells each role's type.
  const roles = useAssignableRoles().data ?? [];
  const staff = account.roles.some((held) => AREA_ROLE_TYPES.includes(roles.find((r) => r.id === held.id)?.roleType as RoleType));
  if (!admin || !staff) return null;
  return (
    <section>
      <h3>工作区域</h3>
      <StaffAreas account={account} />
    </section>
  );
}
