import type { UnitRegistCheck } from '@portal/contract';
import { Alert, Col, Form, Input, Row } from 'antd';
import { Link } from 'react-router';
import { normalizeCode, VALIDATE_DELAY } from '../../components/form-rules';
import { PATHS } from '../../routes/paths';
import { FIELD_LABELS, ruleOf } from './register-fields';
import { UnitTypeSelect } from './unit-type-select';

/** What a unit that may not apply can do instead. */
function Instead({ status }: { status: UnitRegistCheck['status'] }) {
  if (status === 'registered')
    return (
      <span className="reg-instead">
        <Link to={PATHS.login}>去登录</Link>
        <Link to={PATHS.resetPassword}>忘记密码</Link>
      </span>
    );
  return (
    <span className="reg-instead">
      <Link to={PATHS.registerQuery}>{status === 'returned' ? '去修改并重新提交' : '查询审核进度'}</Link>
    </span>
  );
}

/** The unit's name, credit code and type (editable; a correction may fix them). */
export function IdentityFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item name="unitName" label={FIELD_LABELS.unitName} required rules={ruleOf('unitName')} validateDebounce={VALIDATE_DELAY} extra="与营业执照上的名称一致">
          <Input placeholder="请输入单位名称" maxLength={100} autoFocus={autoFocus} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="uscc"
          label={FIELD_LABELS.uscc}
          required
          rules={ruleOf('uscc')}
          validateDebounce={VALIDATE_DELAY}
          normalize={normalizeCode}
          extra="18位，营业执照左上角的代码"
        >
          <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="unitType" label={FIELD_LABELS.unitType} required rules={ruleOf('unitType')}>
          <UnitTypeSelect />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Step one: is this unit free to apply? It is told before filling in everything else. */
export function UnitCheckStep({ result }: { result: UnitRegistCheck | null }) {
  return (
    <>
      <p className="pf-lead">请先填写单位名称、统一社会信用代码和单位类型，系统将核验该单位是否已开通账号或已有申请。</p>
      <IdentityFields autoFocus />
      {result && result.status !== 'free' && (
        <Alert
          className="reg-check-result"
          type={result.status === 'returned' ? 'warning' : 'info'}
          showIcon
          title={result.message}
          description={<Instead status={result.status} />}
        />
      )}
    </>
  );
}
