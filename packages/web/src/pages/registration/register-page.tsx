import { useNavigate } from 'react-router';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';
import { PATHS } from '../../routes/paths';
import { RegisterWizard } from './register-wizard';
import './register.css';

/** What the success page may say back to the applicant. */
export interface RegisterSuccessState {
  unitName: string;
  loginName: string;
  mobile: string;
}

/** Spec §2 /register: a company applies for its unit account; an administrator reviews it. */
export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <PublicFrame title="企业账号注册申请" intro="使用单位、维保单位等企业在线申请单位账号，管理员审核通过后即可登录办理业务" width="wide">
      <PublicCard>
        <RegisterWizard mode={{ kind: 'apply' }} onSubmitted={(s) => void navigate(PATHS.registerSuccess, { replace: true, state: s satisfies RegisterSuccessState })} />
      </PublicCard>
    </PublicFrame>
  );
}
