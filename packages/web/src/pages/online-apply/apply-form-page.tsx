import type { InspectionApplyRecord } from '@portal/contract';

import { Button, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useApplicableEquipment, useInspectionApply, useSaveInspectionApply } from '../../api/online-apply';
import { ReturnedAlert } from '../../components/draft-form';
import { EntrustChoice } from '../../components/entrust-choice';
import { InspectionItems, type ListedDevice } from '../../components/online-apply/inspection-items';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord } from '../../components/record-page';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { ApplyForm, contactValuesOf, SavedApply, useApplySave, type ApplyFieldValues, type ApplyKind } from './apply-fields';
import { DevicePickerModal, listedOf } from './device-picker';
import { APPLY_NOTE } from './online-apply-page';
import '../../components/filing.css';
import { RowLink } from '../../components/search-table/row-actions';

type Values = ApplyFieldValues;

const PERIODIC: ApplyKind = { documents: '报检材料', letter: '报检申请书', submitLabel: '提交报检', editPath: PATHS.onlineApplyEdit, withKind: true };

const valuesOf = (r: InspectionApplyRecord): Values => ({ ...contactValuesOf(r), inspectionKind: r.inspectionKind as Values['inspectionKind'] });

const devicesOf = (r: InspectionApplyRecord): ListedDevice[] => r.items.map((i) => ({ ...i, dueDate: i.dueDate }));

/**
 * The application: devices, body, kind, contacts and mailing address; once saved its documents, then 提交 confirmed by
 * SMS. A new one may be filed for a principal whose authorisation is in force (委托申报); a saved one keeps whom it is for.
 */
function Editor({ record, initialDevices, initialEntrustId = '' }: { record?: InspectionApplyRecord; initialDevices: ListedDevice[]; initialEntrustId?: string }) {
  const userName = useSession((s) => s.user?.name ?? '');
  const unitId = useSession((s) => s.user?.unitInfo.id ?? '');
  // The agent works on what it filed under its authorisation; the unit itself picks among its own devices.
  const [entrustId, setEntrustId] = useState(record ? (record.entrustId && record.unitId !== unitId ? record.entrustId : '') : initialEntrustId);
  const [form] = Form.useForm<Values>();
  const [devices, setDevices] = useState<ListedDevice[]>(record ? devicesOf(record) : initialDevices);
  const [picking, setPicking] = useState(false);
  const save = useSaveInspectionApply();
  const applySave = useApplySave({
    kind: PERIODIC,
    form,
    record,
    check: () => (devices.length === 0 ? '请至少选择一台设备' : undefined),
    save: (values, at) => save.mutateAsync({ ...values, ...at, inspectionKind: values.inspectionKind!, equipmentIds: devices.map((d) => d.equipmentId), entrustId }),
  });
  const initial: Partial<Values> = record ? valuesOf(record) : { contact: userName, inspectionKind: 'periodic' };

  return (
    <>
      <ReturnedAlert record={record} />
      <EntrustChoice
        record={record}
        scope="inspection"
        value={entrustId}
        onChange={(v) => {
          setEntrustId(v);
          setDevices([]);
        }}
      />
      <h3 className="ur-section">报检设备</h3>
      <InspectionItems
        devices={devices}
        linkDevices={false}
        action={(d) => (
          <RowLink danger onClick={() => setDevices(devices.filter((x) => x.equipmentId !== d.equipmentId))}>
            移除
          </RowLink>
        )}
      />
      <Button type="dashed" block style={{ marginTop: 8 }} onClick={() => setPicking(true)}>
        选择设备
      </Button>
      <DevicePickerModal
        open={picking}
        selected={devices}
        entrustId={entrustId}
        onClose={(picked) => {
          setPicking(false);
          if (picked) setDevices(picked);
        }}
      />
      <ApplyForm kind={PERIODIC} form={form} record={record} initialValues={initial} save={applySave} />
    </>
  );
}

/** Devices named in the address (?ids=) when the application starts from the picker or a reminder. */
function NewApply() {
  const ids = usePageParam('ids').split(',').filter(Boolean).slice(0, 50);
  // ?entrustId= from an authorisation's page: filing for its principal.
  const entrustId = usePageParam('entrustId');
  const picked = useApplicableEquipment({ ids, entrustId: entrustId || undefined, pageNo: 1, pageSize: 50 }, ids.length > 0);
  if (ids.length && !picked.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Editor initialDevices={(picked.data?.list ?? []).filter((e) => !e.openApplyNo).map(listedOf)} initialEntrustId={entrustId} />;
}

/** Spec §2 /company-service/online-apply-form (new) and /online-apply-edit?id= (a saved or returned application). */
export default function ApplyFormPage() {
  const id = usePageParam('id');
  const query = useInspectionApply(id);
  if (!id)
    return (
      <PageCard title="填写报检申请" note={APPLY_NOTE}>
        <NewApply />
      </PageCard>
    );
  return (
    <LoadedRecord id={id} query={query}>
      {(r) => (
        <SavedApply record={r} title="报检申请">
          <Editor key={r.id} record={r} initialDevices={[]} />
        </SavedApply>
      )}
    </LoadedRecord>
  );
}
