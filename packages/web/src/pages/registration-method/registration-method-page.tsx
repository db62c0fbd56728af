import { REGISTRATION_METHODS } from '@portal/contract/api/registration-method';
import { REG_STATES } from '@portal/contract/api/use-regist';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Alert, Card, Col, Descriptions, Empty, Result, Row, Select, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useEntrustable, useRegistrationMethod } from '../../api/entrust';
import { NavButton } from '../../components/nav-button';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { PATHS } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import '../../components/filing.css';

/** The unit's devices, found by code, name or place. */
function DeviceSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useEntrustable({ keyword: keyword.trim() || undefined, pageNo: 1, pageSize: 20 });
  // The chosen device (from ?equipmentId=) may not be among the first found: it is listed on its own.
  const chosen = useEntrustable({ ids: [value], pageNo: 1, pageSize: 1 }, !!value);
  const devices = [...(chosen.data?.list ?? []), ...(found.data?.list ?? []).filter((d) => d.equipmentId !== value)];
  return (
    <Select
      value={value || undefined}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="输入设备代码、设备名称或使用地点查找"
      loading={found.isFetching}
      style={{ width: '100%', maxWidth: 640 }}
      notFoundContent={found.isFetching ? '查找中…' : '没有找到设备'}
      options={devices.map((d) => ({
        value: d.equipmentId,
        label: `${d.productName} · ${d.deviceCode || '无设备代码'} · ${REG_STATES[d.regState as keyof typeof REG_STATES] ?? d.regState}`,
      }))}
    />
  );
}

const stepsOf = (steps: readonly string[]) => <Steps orientation="vertical" size="small" current={-1} items={steps.map((title) => ({ title }))} />;

/** The three ways for one device: their steps, the documents, and where each starts. */
function Methods({ equipmentId }: { equipmentId: string }) {
  const query = useRegistrationMethod(equipmentId);
  const canEntrust = useAccess('useRecord.entrust');
  const canApply = useAccess('useRecord.apply');
  const v = query.data;
  if (query.isError) return <Alert type="warning" showIcon title={failureText(query.error)} />;
  if (!v) return <Skeleton active paragraph={{ rows: 8 }} />;
  const d = v.device;
  const docs = (
    <ol className="ur-docs">
      {v.documents.map((doc) => (
        <li key={doc}>{doc}</li>
      ))}
    </ol>
  );
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, lg: 3 }}
        items={[
          { key: 'type', label: '设备种类', children: EQUIPMENT_TYPE_NAMES[d.typeCode as keyof typeof EQUIPMENT_TYPE_NAMES] ?? d.typeCode },
          { key: 'name', label: '设备名称', children: d.productName },
          { key: 'code', label: '设备代码', children: d.deviceCode || '—' },
          { key: 'state', label: '登记状态', children: REG_STATES[d.regState as keyof typeof REG_STATES] ?? d.regState },
          { key: 'cert', label: '使用登记证编号', children: d.certNo || '—' },
          { key: 'address', label: '使用地点', children: d.address || '—' },
        ]}
      />
      {v.blockedReason && <Alert className="ur-alert" style={{ marginTop: 12 }} type="info" showIcon title={v.blockedReason} />}
      {v.agents.length > 0 && (
        <Alert
          className="ur-alert"
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={`该设备的使用登记已委托 ${v.agents.map((a) => `${a.agentName}（委托书${a.entrustNo}，至${a.validTo}）`).join('、')} 办理`}
        />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={8}>
          <Card
            title={REGISTRATION_METHODS.online.title}
            actions={[
              <NavButton key="go" disabled={!v.registrable || !canApply} to={`${PATHS.useRecordApply}?equipmentId=${encodeURIComponent(d.equipmentId)}`}>
                开始网上申报
              </NavButton>,
            ]}
          >
            {stepsOf(REGISTRATION_METHODS.online.steps)}
            <h4>需上传的材料</h4>
            {docs}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card
            title={REGISTRATION_METHODS.entrusted.title}
            actions={[
              <NavButton key="go" disabled={!v.registrable || !canEntrust} to={`${PATHS.entrustForm}?equipmentId=${encodeURIComponent(d.equipmentId)}`}>
                新建委托书
              </NavButton>,
            ]}
          >
            {stepsOf(REGISTRATION_METHODS.entrusted.steps)}
            <p className="ur-muted">受托单位代为上传上述材料；委托书本身须加盖本单位公章。</p>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={REGISTRATION_METHODS.onSite.title}>
            {stepsOf(REGISTRATION_METHODS.onSite.steps)}
            {v.registry ? (
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'name', label: '登记机关', children: v.registry.name },
                  { key: 'address', label: '办理地址', children: v.registry.address || '请向登记机关咨询' },
                  { key: 'phone', label: '咨询电话', children: v.registry.phone || '—' },
                  { key: 'hours', label: '办公时间', children: v.registry.officeHours || '—' },
                ]}
              />
            ) : (
              <Alert type="warning" showIcon title="设备使用地点不在本平台登记机关的受理范围内，请向当地市场监督管理部门咨询" />
            )}
            <h4>需携带的材料（原件及复印件）</h4>
            {docs}
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** 使用登记 › 登记办理方式 (legacy /registrationMethod): for a chosen device (?equipmentId=), the ways to register it and where each starts. */
export default function RegistrationMethodPage() {
  const [equipmentId, setEquipmentId] = useState(usePageParam('equipmentId'));
  return (
    <PageCard title="登记办理方式" note="特种设备在投入使用前或者投入使用后30日内，使用单位应当办理使用登记。可以网上申报、委托其他单位代为申报，或到登记机关窗口现场办理。">
      <div style={{ marginBottom: 16 }}>
        <DeviceSelect value={equipmentId} onChange={setEquipmentId} />
      </div>
      {equipmentId ? (
        <Methods equipmentId={equipmentId} />
      ) : (
        <Result icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />} title="请选择要办理使用登记的设备" />
      )}
    </PageCard>
  );
}
