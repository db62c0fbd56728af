import type { UseRegistRecord } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';

import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useCopyUseRegist, useRegistrable } from '../../api/use-regist';
import { PATHS, recordPath } from '../../routes/paths';
import { RowLink } from '../../components/search-table/row-actions';

/** 复制: a new draft for another device, filled in from this application (place, people, contacts). */
export function CopyApplyButton({ from }: { from: UseRegistRecord }) {
  const [open, setOpen] = useState(false);
  const [equipmentId, setEquipmentId] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const choices = useRegistrable(keyword, open);
  const copy = useCopyUseRegist();
  const navigate = useNavigate();
  const { message } = App.useApp();

  async function run() {
    if (!equipmentId) return;
    try {
      const created = await copy.mutateAsync({ id: from.id, equipmentId });
      message.success(`已复制为新申请 ${created.applyNo}，请核对后上传材料并提交`);
      setOpen(false);
      await navigate(recordPath(PATHS.useRecordApply, created.id));
    } catch (e) {
      message.error(failureText(e));
    }
  }

  return (
    <>
      <RowLink onClick={() => setOpen(true)}>复制</RowLink>
      <Modal
        open={open}
        title={`复制申请 ${from.applyNo}`}
        okText="复制为新申请"
        cancelText="取消"
        okButtonProps={{ disabled: !equipmentId, loading: copy.isPending }}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>新申请沿用本申请的使用地点、安全管理人员、{TERMS.maintenanceUnit}和联系人，请选择要申请登记的设备：</p>
        <Select
          style={{ width: '100%' }}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder="输入设备代码、产品编号或设备名称查找"
          value={equipmentId}
          onChange={setEquipmentId}
          loading={choices.isFetching}
          notFoundContent="没有可申请登记的设备"
          options={(choices.data ?? []).map((e) => ({ value: e.id, label: `${e.productName} · ${e.productNo}${e.deviceCode ? ` · ${e.deviceCode}` : ''}` }))}
        />
      </Modal>
    </>
  );
}
