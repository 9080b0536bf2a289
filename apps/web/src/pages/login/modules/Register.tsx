import { fetchRegister } from '@/service/api/auth';
import { CodeField } from '../CodeField';
import { AgreementField } from '../AgreementField';
import { ConfirmPasswordField, PasswordField, PhoneField, UserNameField } from '../fields';
import { SignInAgainForm } from './SignInAgainForm';

interface RegisterForm {
  userName: string;
  phone: string;
  code: string;
  password: string;
}

export function Register() {
  return (
    <SignInAgainForm<RegisterForm>
      send={({ userName, phone, code, password }) => fetchRegister({ userName, phone, code, password })}
      successKey="page.login.registerSuccess"
      submitKey="page.login.register_submit"
    >
      {(form) => (
        <>
          <UserNameField />
          <PhoneField />
          <CodeField form={form} scene="register" />
          <PasswordField isNew />
          <ConfirmPasswordField />
          <AgreementField />
        </>
      )}
    </SignInAgainForm>
  );
}
