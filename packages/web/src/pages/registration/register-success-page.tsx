import { Button, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PublicCard, PublicDone, PublicFrame } from '../../components/public-frame/public-frame';
import { maskMobile } from '@portal/contract/domain/privacy';
import { PATHS } from '../../routes/paths';
import type { RegisterSuccessState } from './register-page';
import './register.css';

/** Spec §2 /register-success: the application is in; what happens next and how to follow it. */
export default function RegisterSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept from the first render: the address carries nothing, and a reload simply shows the general text.
  const [sent] = useState(() => location.state as RegisterSuccessState | null);
  return (
    <PublicFrame title="企业账号注册申请" intro="申请已提交，请等待管理员审核">
      <PublicCard>
        <PublicDone heading="注册申请提交成功">
          {sent && (
            <p>
              {sent.unitName} · 申请登录账号 <strong>{sent.loginName}</strong>
            </p>
          )}
          <ol className="reg-next">
            <li>
              <strong>等待审核</strong>
              <span>管理员将核对您填写的单位信息与上传的营业执照、授权委托书。</span>
            </li>
            <li>
              <strong>短信通知</strong>
              <span>审核结果将以短信发送至联系人手机{sent ? ` ${maskMobile(sent.mobile)}` : ''}；审核通过后即可使用申请的登录账号和密码登录。</span>
            </li>
            <li>
              <strong>查询与修改</strong>
              <span>可随时在“注册结果查询”中凭统一社会信用代码和联系人手机查询进度；申请被退回的，可按退回原因修改后重新提交。</span>
            </li>
          </ol>
          <Space size="middle">
            <Button type="primary" onClick={() => void navigate(PATHS.registerQuery)}>
              注册结果查询
            </Button>
            <Button onClick={() => void navigate(PATHS.login)}>返回登录</Button>
          </Space>
        </PublicDone>
      </PublicCard>
    </PublicFrame>
  );
}
