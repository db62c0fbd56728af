import type { LicenceForm, LicenceItem, LicenceRecord } from '@portal/contract';
import { LICENCE_SCAN_KIND, licenceForm } from '@portal/contract/api/licence';
import { LICENCE_ITEMS, LICENCE_ITEM_KEYS } from '@portal/contract/domain/licences';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, type FormRule } from 'antd';
import { attachmentKeys } from '../../api/attachment';
import { useFileLicence } from '../../api/licence';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import '../../components/form-section.css';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { levelOptions, startValues, type LicenceValues } from './licence-fields';

type Values = LicenceValues;

const rule = (name: keyof LicenceForm): FormRule[] => [fromObjectSchema(licenceForm, name)];
const itemRule = (index: number, field: 'item' | 'level'): FormRule[] => [fromObjectSchema(licenceForm, ['items', index, field])];

/** The list's own issue (none listed, too many); each row's issues show at the row. */
const listRule = {
  validator: (_: unknown, items: unknown) => {
    const issue = licenceForm.shape.items.safeParse(items ?? []).error?.issues.find((i) => i.path.length === 0);
    return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
  },
};

const ITEM_OPTIONS = LICENCE_ITEM_KEYS.map((k) => ({ value: k, label: LICENCE_ITEMS[k].label }));

interface LicenceFormModalProps {
  open: boolean;
  unitId: string;
  /** A change of the licence in force (申报变更) rather than the first filing. */
  change: boolean;
  /** The filing or licence the form starts from. */
  from: LicenceRecord | null;
  onClose: () => void;
}

/**
 * Files the unit's licence, or a renewal or change of it: the certificate's number, issuer, validity and items with
 * their levels, checked with the contract's rules, and its scan, which goes with the filing to the registry.
 */
export function LicenceFormModal({ open, unitId, change, from, onClose }: LicenceFormModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const file = useFileLicence();
  const qc = useQueryClient();
  const { failure, fail, clear } = useSaveFailure();

  async function submit(values: Values) {
    clear();
    try {
      await file.mutateAsync(licenceForm.parse(values));
      // The scan went with the filing; the unit's box is empty again.
      void qc.invalidateQueries({ queryKey: attachmentKeys.object('unit', unitId) });
      message.success('许可已提交，等待登记机关审核');
      onClose();
    } catch (e) {
      fail(e);
    }
  }

  return (
    <Modal open={open} title={change ? '申报许可变更' : '申报安装改造修理许可'} width={820} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        className="licence-form"
        initialValues={startValues(from)}
        onFinish={(v) => void submit(v)}
        scrollToFirstError={{ block: 'center' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="licenceNo" label="许可证编号" required rules={rule('licenceNo')} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={20} placeholder="如：TS3310123-2028" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="issuer" label="发证机关" required rules={rule('issuer')} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={100} placeholder="如：浙江省市场监督管理局" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="validFrom" label="发证日期" required rules={rule('validFrom')} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} placeholder="发证日期" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="validTo" label="有效期至" required rules={rule('validTo')} dependencies={['validFrom']} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} placeholder="有效期至" />
            </Form.Item>
          </Col>
        </Row>
        <fieldset className="form-section licence-items">
          <legend>许可项目</legend>
          <Form.List name="items" rules={[listRule]}>
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f) => (
                  <Row key={f.key} gutter={12} align="top" className="licence-item-row">
                    <Col xs={24} md={11}>
                      <Form.Item name={[f.name, 'item']} label={f.name === 0 ? '项目' : undefined} required rules={itemRule(f.name, 'item')}>
                        <Select
                          options={ITEM_OPTIONS}
                          placeholder="请选择许可项目"
                          aria-label={`第${f.name + 1}项 许可项目`}
                          // Another item keeps no level of the one before.
                          onChange={() => form.setFieldValue(['items', f.name, 'level'], undefined)}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={11}>
                      <Form.Item noStyle dependencies={[['items', f.name, 'item']]}>
                        {() => (
                          <Form.Item
                            name={[f.name, 'level']}
                            label={f.name === 0 ? '级别' : undefined}
                            required
                            rules={itemRule(f.name, 'level')}
                            dependencies={[['items', f.name, 'item']]}
                          >
                            <Select
                              options={levelOptions(form.getFieldValue(['items', f.name, 'item']) as LicenceItem | undefined)}
                              placeholder="请先选择项目，再选择级别"
                              aria-label={`第${f.name + 1}项 许可级别`}
                            />
                          </Form.Item>
                        )}
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2} className={f.name === 0 ? 'licence-item-remove first' : 'licence-item-remove'}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除此项" disabled={fields.length === 1} onClick={() => remove(f.name)} />
                    </Col>
                  </Row>
                ))}
                <Form.ErrorList errors={errors} />
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= 20}>
                  添加许可项目
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
        <div className="licence-scan">
          <AttachmentUpload bizType="unit" bizId={unitId} kind={LICENCE_SCAN_KIND} emptyText="请上传许可证正本扫描件或照片（PDF或图片）" />
        </div>
        <SaveFailureAlert failure={failure} className="form-failure" />
        <Space className="licence-form-actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={file.isPending}>
            提交审核
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
