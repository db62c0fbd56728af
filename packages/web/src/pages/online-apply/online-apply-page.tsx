import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { PATHS } from '../../routes/paths';
import { DevicePicker } from './device-picker';
import type { ListedDevice } from '../../components/online-apply/inspection-items';

export const APPLY_NOTE = '选择需要检验的设备，向检验机构提交报检申请；检验机构受理并核定费用后，可扫码缴费或上传转账凭证。';

/** Spec §2 /company-service/online-apply: pick the devices to apply for, then fill in the application. */
export default function OnlineApplyPage() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<ListedDevice[]>([]);
  const start = () => void navigate(`${PATHS.onlineApplyForm}?ids=${picked.map((d) => encodeURIComponent(d.equipmentId)).join(',')}`);
  return (
    <PageCard
      title="在线报检"
      note={APPLY_NOTE}
      extra={
        <Space>
          <Button onClick={() => void navigate(PATHS.onlineApplyQuery)}>我的报检申请</Button>
          <Button type="primary" disabled={picked.length === 0} onClick={start}>
            申请报检（{picked.length}台）
          </Button>
        </Space>
      }
    >
      {picked.some((d) => d.needsLetter) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="所选设备中有超期较久的设备"
          description="检验周期为1年的设备超期6个月以上、周期2年及以上的设备超期1年以上，报检时须上传监管部门的意见书。"
        />
      )}
      <DevicePicker selected={picked} onChange={setPicked} />
    </PageCard>
  );
}
