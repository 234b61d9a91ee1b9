import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useModel } from '@umijs/max';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { goTo } from '@/utils/navigate';
import { loadScreenMessages } from '@/utils/screenMessages';
import { homeOf } from '@/utils/roles';
import type { UserInfo } from '@/utils/session';
import styles from './index.less';

interface LoginForm {
  username: string;
  password: string;
}

/** Sign in (form data to /login); a failure shows the server's message and the form stays filled. */
export default function Login() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const dispatch = useDispatch();
  const { initialState, refresh } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [home, setHome] = useState<string | null>(null);

  // Navigate only once the refreshed session is rendered: umi's layout memoises the matched route's
  // access per pathname, so entering a route before the new access is committed would stick a 403.
  useEffect(() => {
    if (home && initialState?.userInfo?.userType !== undefined) goTo(home, true);
  }, [home, initialState]);

  const onFinish = async (values: LoginForm) => {
    if (submitting) return;
    setSubmitting(true);
    const info = (await dispatch({ type: 'common/login', payload: values })) as Partial<UserInfo> | undefined;
    if (!info) {
      setSubmitting(false);
      return;
    }
    // The next screen's messages load while the session refreshes (they are not in /login's bundle).
    await Promise.all([refresh(), loadScreenMessages().catch(() => undefined)]);
    setHome(homeOf(info.userType));
  };

  return (
    <main className={styles.page}>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={1} className={styles.title}>
          {f('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {f('login.subtitle')}
        </Typography.Paragraph>
        <Form<LoginForm> name="login" size="large" onFinish={onFinish} autoComplete="on" requiredMark={false}>
          <Form.Item name="username" label={f('login.username')} rules={[{ required: true, whitespace: true, message: f('login.username.required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={f('login.password')} rules={[{ required: true, message: f('login.password.required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {f('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
