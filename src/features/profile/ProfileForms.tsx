import { useIntl } from '@umijs/max';
import { Button, Divider, Form, Input, message } from 'antd';
import { useState } from 'react';
import { MESSAGE_DURATION_S } from '@/constants';
import commonModel from '@/models/common';
import { useModel, useModelState } from '@/utils/model';

/** The forms of the user's own username and password (spec point 2): in the profile dialog and on a student's 账号管理. */
export default function ProfileForms() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const session = useModel(commonModel);
  const userInfo = useModelState(commonModel, (s) => s.userInfo);
  const [savingName, setSavingName] = useState(false);
  const [savingPwd, setSavingPwd] = useState(false);
  const [pwdForm] = Form.useForm();

  const saveName = async ({ userName }: { userName: string }) => {
    setSavingName(true);
    const ok = await session.changeUsername({ userName });
    setSavingName(false);
    if (ok) message.success(f('profile.username.saved'), MESSAGE_DURATION_S);
  };
  const savePassword = async (values: { oldPassword: string; newPassword: string }) => {
    setSavingPwd(true);
    const ok = await session.changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    setSavingPwd(false);
    if (ok) {
      pwdForm.resetFields();
      message.success(f('profile.password.saved'), MESSAGE_DURATION_S);
    }
  };

  return (
    <>
      <Form layout="vertical" initialValues={{ userName: userInfo.userName }} onFinish={saveName}>
        <Form.Item
          name="userName"
          label={f('profile.username')}
          rules={[{ required: true, whitespace: true, max: 32 }]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={savingName}>
          {f('profile.username.save')}
        </Button>
      </Form>
      <Divider />
      <Form form={pwdForm} layout="vertical" onFinish={savePassword}>
        <Form.Item name="oldPassword" label={f('profile.oldPassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={f('profile.newPassword')}
          rules={[{ required: true }, { min: 6, max: 32, message: f('profile.password.length') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={f('profile.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(f('profile.password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={savingPwd}>
          {f('profile.password.save')}
        </Button>
      </Form>
    </>
  );
}
