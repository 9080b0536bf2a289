import { fetchResetPassword } from '@/service/api/auth';
import { CodeField } from '../CodeField';
import { ConfirmPasswordField, PasswordField, PhoneField } from '../fields';
import { SignInAgainForm } from './SignInAgainForm';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
}

export function ResetPwd() {
  return (
    <SignInAgainForm<ResetForm>
      send={({ phone, code, password }) => fetchResetPassword({ phone, code, password })}
      successKey="page.login.resetSuccess"
      submitKey="page.login.reset_submit"
    >
      {(form) => (
        <>
          <PhoneField />
          <CodeField form={form} scene="reset_pwd" />
          <PasswordField isNew />
          <ConfirmPasswordField />
        </>
      )}
    </SignInAgainForm>
  );
}
