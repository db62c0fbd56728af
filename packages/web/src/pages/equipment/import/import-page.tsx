import type { EquipmentTypeCode, ImportPreview } from '@portal/contract';
import { IMPORT_MAX_ROWS } from '@portal/contract/api/equipment';

import { EQUIPMENT_TYPE_NAMES, EQUIPMENT_TYPES } from '@portal/contract/domain/codes';

import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Result, Select, Space, Statistic, Steps, Table, Upload } from 'antd';
import { useState } from 'react';
import { downloadImportProblems, downloadImportTemplate, previewImport, useConfirmImport } from '../../../api/equipment';
import { ApiError, failureText } from '../../../api/http';
import { formatSize } from '../../../components/format';
import { PageCard } from '../../../components/page-card';
import { CatalogueLabel } from '../../../components/equipment/catalogue-select';
import '../../../components/form-section.css';
import './import.css';

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; name: string; size: number; percent: number; abort: () => void }
  | { kind: 'preview'; name: string; preview: ImportPreview }
  | { kind: 'done'; inserted: number; preview: ImportPreview };

const TYPE_OPTIONS = Object.values(EQUIPMENT_TYPES).map((t) => ({ value: t, label: `${EQUIPMENT_TYPE_NAMES[t]}（${t}）` }));
const STEP: Record<Stage['kind'], number> = { choose: 0, uploading: 1, preview: 2, done: 3 };

/** The refused rows back as a sheet, each problem marked on its cell, to fix and upload again. */
function ProblemsDownload({ importId }: { importId: string }) {
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void downloadImportProblems(importId).catch(() => undefined)}>
      下载有问题的行（已标注问题）
    </Button>
  );
}

function PreviewResult({ preview, typeCode }: { preview: ImportPreview; typeCode: EquipmentTypeCode }) {
  const refused = preview.total - preview.valid;
  return (
    <>
      <div className="eqi-stats">
        <Statistic title="表格中的设备" value={preview.total} suffix="行" />
        <Statistic title="检查通过，可导入" value={preview.valid} suffix="行" styles={{ content: { color: 'var(--green-6)' } }} />
        <Statistic title="有问题，不会导入" value={refused} suffix="行" styles={{ content: { color: refused ? 'var(--red-6)' : undefined } }} />
      </div>
      {preview.valid === 0 ? (
        <Alert type="warning" showIcon title="没有可以导入的设备，请按下面的问题修改表格后重新上传。" />
      ) : (
        refused > 0 && <Alert type="info" showIcon title={`有问题的行不会导入。可修改后重新上传，或先导入检查通过的 ${preview.valid} 行，再修改有问题的行另行上传。`} />
      )}
      {refused > 0 && (
        <section aria-label="有问题的行">
          <div className="eqi-title-bar">
            <h4 className="eqi-title">有问题的行</h4>
            <ProblemsDownload importId={preview.importId} />
          </div>
          <p className="eqi-hint">下载的表格只含有问题的行，每处问题标红并批注在单元格上，末列为问题说明；按标注修改后可直接重新上传。</p>
          <Table
            className="eqi-errors"
            rowKey={(e) => `${e.row}-${e.column}`}
            size="small"
            dataSource={preview.errors}
            columns={[
              { title: '行号', dataIndex: 'row', width: 100, render: (r: number) => `第 ${r} 行` },
              { title: '列', dataIndex: 'column', width: 240, render: (c: string) => c || '整行' },
              { title: '问题说明', dataIndex: 'message' },
            ]}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false, showTotal: (n) => `${refused} 行共 ${n} 处问题` }}
          />
        </section>
      )}
      {preview.sample.length > 0 && (
        <section aria-label="检查通过的行">
          <h4 className="eqi-title">检查通过的行{preview.valid > preview.sample.length && `（前 ${preview.sample.length} 行）`}</h4>
          <Table
            rowKey="row"
            size="small"
            dataSource={preview.sample}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '行号', dataIndex: 'row', width: 90, render: (r: number) => `第 ${r} 行` },
              { title: '设备代码', dataIndex: 'deviceCode', width: 190 },
              { title: '设备名称', dataIndex: 'productName', width: 160 },
              { title: '设备类别/品种', dataIndex: 'catalogueCode', render: (c: string) => <CatalogueLabel typeCode={typeCode} code={c} /> },
              { title: '设备使用地点', dataIndex: 'address' },
              { title: '下次检验日期', dataIndex: 'nextInspectionDate', width: 120 },
            ]}
          />
        </section>
      )}
    </>
  );
}

/**
 * 设备导入: a category's template, filled in and uploaded; every row is checked with the form's
 * rules and shown first, and nothing is written until 确认导入.
 */
export default function ImportPage() {
  const { message } = App.useApp();
  const [typeCode, setTypeCode] = useState<EquipmentTypeCode | undefined>();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [failure, setFailure] = useState('');
  const confirm = useConfirmImport();

  const restart = () => {
    setStage({ kind: 'choose' });
    setFailure('');
  };

  const upload = (file: File) => {
    if (!typeCode) return;
    setFailure('');
    const call = previewImport(typeCode, file, (loaded, total) => setStage((s) => (s.kind === 'uploading' ? { ...s, percent: Math.floor((loaded * 100) / total) } : s)));
    setStage({ kind: 'uploading', name: file.name, size: file.size, percent: 0, abort: call.abort });
    call.done.then(
      (preview) => setStage({ kind: 'preview', name: file.name, preview }),
      (e: unknown) => {
        setStage({ kind: 'choose' });
        if (!(e instanceof ApiError && e.code === 'ABORTED')) setFailure(failureText(e));
      },
    );
  };

  async function run(preview: ImportPreview) {
    setFailure('');
    try {
      const { inserted } = await confirm.mutateAsync(preview.importId);
      setStage({ kind: 'done', inserted, preview });
      message.success(`已导入 ${inserted} 台设备`);
    } catch (e) {
      setFailure(failureText(e));
    }
  }

  return (
    <PageCard title="设备导入" note="按模板填写后上传，平台逐行检查并先给出预览；确认导入后才会写入设备台账。">
      <Steps className="eqi-steps" size="small" current={STEP[stage.kind]} items={[{ title: '选择种类，下载模板' }, { title: '上传填好的表格' }, { title: '预览并确认导入' }]} />
      <div className="eqi-choose">
        <Space wrap>
          <span>设备种类</span>
          <Select<EquipmentTypeCode>
            aria-label="设备种类"
            className="eqi-type"
            placeholder="请选择设备种类"
            value={typeCode}
            options={TYPE_OPTIONS}
            disabled={stage.kind === 'uploading'}
            onChange={(t) => {
              setTypeCode(t);
              restart();
            }}
          />
          <Button icon={<DownloadOutlined />} onClick={() => typeCode && void downloadImportTemplate(typeCode).catch(() => undefined)} disabled={!typeCode}>
            下载模板
          </Button>
        </Space>
        <p className="eqi-hint">
          模板含表头和一行示例，带 * 的列必填（与登记表单一致），代码类的列请从下拉列表或“可选值”工作表中选填，其余要求见“填写说明”工作表；单次最多 {IMPORT_MAX_ROWS}{' '}
          行。不同种类的设备请分别导入。
        </p>
      </div>

      {stage.kind === 'done' ? (
        <Result
          status="success"
          title={`已导入 ${stage.inserted} 台设备`}
          subTitle={
            stage.preview.valid < stage.preview.total
              ? `导入的设备已写入设备台账。有 ${stage.preview.total - stage.preview.valid} 行有问题未导入，可下载后按标注修改，再重新上传。`
              : '导入的设备已写入设备台账，可在设备查询中查看。'
          }
          extra={
            <Space wrap>
              {stage.preview.valid < stage.preview.total && <ProblemsDownload importId={stage.preview.importId} />}
              <Button onClick={restart}>继续导入</Button>
            </Space>
          }
        />
      ) : (
        <>
          {stage.kind === 'choose' && (
            <Upload.Dragger
              className="eqi-upload"
              accept=".xlsx"
              showUploadList={false}
              disabled={!typeCode}
              beforeUpload={(file) => {
                upload(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{typeCode ? `点击或拖拽填好的${EQUIPMENT_TYPE_NAMES[typeCode]}导入表格（.xlsx）到这里` : '请先选择设备种类'}</p>
              <p className="ant-upload-hint">上传后只做检查，不会写入任何数据</p>
            </Upload.Dragger>
          )}
          {stage.kind === 'uploading' && (
            <div className="eqi-progress" aria-label="上传进度">
              <div className="eqi-progress-name">
                {stage.name}（{formatSize(stage.size)}）<span>{stage.percent < 100 ? '正在上传…' : '上传完成，正在读取表格并逐行检查，行数多时需要稍等…'}</span>
              </div>
              <Progress percent={stage.percent} status="active" />
              <Button size="small" onClick={stage.abort} disabled={stage.percent >= 100}>
                取消上传
              </Button>
            </div>
          )}
          {failure && stage.kind !== 'preview' && <Alert className="eqi-failure" type="error" showIcon title={failure} />}
          {stage.kind === 'preview' && typeCode && (
            <div className="eqi-preview">
              <div className="eqi-file">
                检查结果：<strong>{stage.name}</strong>
              </div>
              <PreviewResult preview={stage.preview} typeCode={typeCode} />
              {failure && <Alert className="eqi-failure" type="error" showIcon title={failure} />}
              <div className="form-actions">
                <Space>
                  <Button type="primary" disabled={stage.preview.valid === 0} loading={confirm.isPending} onClick={() => void run(stage.preview)}>
                    确认导入
                  </Button>
                  <Button onClick={restart} disabled={confirm.isPending}>
                    重新上传
                  </Button>
                </Space>
              </div>
            </div>
          )}
        </>
      )}
    </PageCard>
  );
}
