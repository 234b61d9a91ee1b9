import { idText } from '@/utils/format';
import { useT } from '@/utils/hooks';
import FormDialog from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/select';
import { PasswordField, TextField } from '@/components/form/text';
import { Alert } from 'antd';
import { type ReactElement, useState } from 'react';
import { ROLE } from '@/domain/codes';
import type { UserRow, UserSaveParams } from '@/services/user';

/** Login names: letters, digits and underscores, as the backend accepts them. */
const LOGIN_NAME = /^[A-Za-z0-9_]+$/;
const PHONE = /^\d{11}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each user type's message key, keyed by the deployment's codes (read when asked: they are set at start). */
export const roleKeys = (): Record<number, string> => ({
  [ROLE.admin]: 'teaching.user.role.admin',
  [ROLE.teacher]: 'teaching.user.role.teacher',
  [ROLE.student]: 'teaching.user.role.student',
  [ROLE.abutment]: 'teaching.user.role.abutment',
});

/**
 * Create or edit an account. With a fixed role the role is not asked. The modal stays open with
 * what was typed when the save fails, and shows the server's reason above the fields; its submit
 * button waits for the save.
 */
export default function UserForm({
  trigger,
  user,
  fixedRole,
  onSave,
}: {
  trigger: ReactElement;
  user?: UserRow;
  fixedRole?: number;
  /** true once saved; otherwise the reason to show ('' for none). */
  onSave: (values: UserSaveParams) => Promise<true | string>;
}) {
  const t = useT();
  const editing = !!user;
  const [refusal, setRefusal] = useState('');
  return (
    <FormDialog<UserSaveParams>
      name="userForm"
      title={t(editing ? 'teaching.user.edit' : 'teaching.user.create')}
      trigger={trigger}
      width={520}
      layout="horizontal"
      labelCol={{ span: 6 }}
      destroyOnHidden
      maskClosable={false}
      initialValues={
        user
          ? {
              userCode: user.userCode,
              userName: user.userName,
              userType: user.userType,
              email: user.email,
              phone: user.phone,
            }
          : { userType: fixedRole }
      }
      onCancel={() => setRefusal('')}
      onFinish={async (values) => {
        setRefusal('');
        const result = await onSave({ ...values, id: idText(user?.id), userType: fixedRole ?? values.userType });
        if (result === true) return true;
        setRefusal(result);
        return false;
      }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <TextField
        name="userCode"
        label={t('teaching.user.userCode')}
        inputProps={{ autoComplete: 'off', maxLength: 32 }}
        rules={[
          { required: true, whitespace: true, message: t('teaching.user.userCode.required') },
          { pattern: LOGIN_NAME, message: t('teaching.user.userCode.pattern') },
          { max: 32, message: t('teaching.user.userCode.max') },
        ]}
      />
      <TextField
        name="userName"
        label={t('teaching.user.userName')}
        inputProps={{ autoComplete: 'off', maxLength: 32 }}
        rules={[
          { required: true, whitespace: true, message: t('teaching.user.userName.required') },
          { max: 32, message: t('teaching.user.userName.max') },
        ]}
      />
      {fixedRole === undefined && (
        <SelectField
          name="userType"
          label={t('teaching.user.userType')}
          options={Object.entries(roleKeys()).map(([value, key]) => ({ value: Number(value), label: t(key) }))}
          rules={[{ required: true, message: t('teaching.user.userType.required') }]}
        />
      )}
      <TextField
        name="email"
        label={t('teaching.user.email')}
        inputProps={{ autoComplete: 'off', type: 'email' }}
        rules={[
          { max: 254, message: t('teaching.user.email.max') },
          { pattern: EMAIL, message: t('teaching.user.email.pattern') },
        ]}
      />
      <TextField
        name="phone"
        label={t('teaching.user.phone')}
        inputProps={{ autoComplete: 'off', inputMode: 'numeric', maxLength: 11 }}
        rules={[{ pattern: PHONE, message: t('teaching.user.phone.pattern') }]}
      />
      {!editing && (
        <PasswordField
          name="password"
          label={t('teaching.user.password')}
          placeholder={t('teaching.user.password.placeholder')}
          inputProps={{ autoComplete: 'new-password' }}
          rules={[{ min: 6, max: 32, message: t('teaching.user.password.length') }]}
        />
      )}
    </FormDialog>
  );
}
