import type { Rule } from 'antd/es/form';
import {
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  USER_NAME_PATTERN,
} from '@termwise/contracts';

export type CheckedField = 'phone' | 'password' | 'code' | 'userName' | 'email';

const PATTERNS: Record<CheckedField, RegExp> = {
  phone: PHONE_PATTERN,
  password: PASSWORD_PATTERN,
  code: SMS_CODE_PATTERN,
  userName: USER_NAME_PATTERN,
  email: EMAIL_PATTERN,
};

/** SPEC section 5: the i18n key of what is wrong with the value, or null when it is fine. */
export function checkField(field: CheckedField, value: string | undefined): string | null {
  if (!value) return 'form.required';
  return PATTERNS[field].test(value) ? null : `form.${field}.invalid`;
}

export function checkConfirmPassword(
  password: string | undefined,
  confirm: string | undefined,
): string | null {
  if (!confirm) return 'form.required';
  return confirm === password ? null : 'form.confirmPassword.invalid';
}

type Translate = (key: string) => string;

const fromCheck = (check: (value: string | undefined) => string | null, t: Translate): Rule[] => [
  {
    required: true,
    validator: (_rule, value: string | undefined) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  },
];

export function fieldRules(field: CheckedField, t: Translate): Rule[] {
  return fromCheck((value) => checkField(field, value), t);
}

export function confirmPasswordRules(t: Translate): Rule[] {
  return [
    ({ getFieldValue }) => ({
      required: true,
      validator: (_rule, value: string | undefined) => {
        const problem = checkConfirmPassword(getFieldValue('password') as string | undefined, value);
        return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
      },
    }),
  ];
}

export function agreementRules(t: Translate): Rule[] {
  return [
    {
      validator: (_rule, accepted: boolean | undefined) =>
        accepted ? Promise.resolve() : Promise.reject(new Error(t('page.login.agreementRequired'))),
    },
  ];
}
