import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PublicCard, PublicDone, PublicFrame } from '../../components/public-frame/public-frame';
import { maskMobile } from '@portal/contract/domain/privacy';
import { PATHS } from '../../routes/paths';
import type { ResetSentState } from './reset-fields';
import { ResetQuery } from './reset-query';
import './reset-password.css';

/** Spec §2 /resetSuccess: the reset application is in; what happens next, and the result query. */
export default function ResetSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Kept from the first render: a reload shows the general text and an empty query.
  const [sent] = useState(() => location.state as ResetSentState | null);
  return (
    <PublicFrame title="找回密码" intro="密码重置申请已提交，请等待管理员审核">
      <PublicCard>
        <PublicDone heading={sent ? '密码重置申请提交成功' : '密码重置申请'}>
          <p>管理员将核对您上传的加盖公章的申请函，审核结果将以短信通知{sent ? ` ${maskMobile(sent.mobile)}` : '账号预留手机'}。</p>
          <p>审核通过后新密码立即生效，原密码失效，已登录的设备需重新登录。</p>
          <Button type="link" onClick={() => void navigate(PATHS.login)}>
            返回登录
          </Button>
        </PublicDone>
      </PublicCard>
      <PublicCard title="查询审核结果">
        <ResetQuery initial={sent} />
      </PublicCard>
    </PublicFrame>
  );
}
