import { Form } from 'antd';
import { TokenUpload } from '../../components/token-upload/token-upload';
import { MATERIAL_KINDS, REQUIRED_KINDS } from './register-fields';

const mustHave = (label: string) => ({
  validator: (_: unknown, count: number | undefined) => (count ? Promise.resolve() : Promise.reject(new Error(`请上传${label}`))),
});

/** Step three: the material a reviewer needs, sent through signed upload slots (no session yet). */
export function MaterialStep({ token }: { token: (kind: string) => Promise<string> }) {
  return (
    <>
      <p className="pf-lead">请上传营业执照和加盖单位公章的授权委托书（扫描件或清晰照片），支持 PDF、JPG、PNG 及 Word 等文件。管理员将核对材料与所填信息是否一致。</p>
      {Object.entries(MATERIAL_KINDS).map(([kind, label]) => {
        const required = REQUIRED_KINDS.includes(kind);
        return (
          <Form.Item key={kind} name={['material', kind]} rules={required ? [mustHave(label)] : []} className="reg-material">
            <TokenUpload kind={kind} label={label} required={required} token={token} />
          </Form.Item>
        );
      })}
    </>
  );
}
