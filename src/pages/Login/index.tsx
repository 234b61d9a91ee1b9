import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useIntl, useModel as useUmiModel } from '@umijs/max';
import { Alert, Button } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ROLE, roleOf } from '@/domain/codes';
import commonModel from '@/models/common';
import { useDeployWarnings } from '@/features/entry/queries';
import { useModel } from '@/utils/model';
import { goTo } from '@/utils/navigate';
import { loadScreenMessages } from '@/utils/screenMessages';
import { homeOf } from '@/utils/roles';
import { getAuthorization, getUserInfo } from '@/utils/session';
import styles from './index.less';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

/**
 * Sign in (form data to /login); a failure shows the server's message and the form stays filled.
 * A plain form, not antd's Form and Input: /login is the first screen of every visit, and those two
 * (with rc-field-form and the grid and tooltip code they pull in) would take much of the
 * size budget of /login's JS. The inputs look like antd's large ones; validation is the two required fields,
 * each announced under its field.
 */
export default function Login() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useModel(commonModel);
  const { initialState, refresh } = useUmiModel('@@initialState');
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  /** After the first submit, the messages follow the input (as antd's Form does). */
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const [home, setHome] = useState<string | null>(null);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  // A signed-in user whose userType the codes do not know has no home: this screen names the value
  // (also when they come back to it with the session kept) instead of showing the form again.
  const [unknownType, setUnknownType] = useState<unknown>(() => {
    const stored = getUserInfo();
    return getAuthorization() && 'userType' in stored && !roleOf(stored.userType) ? stored.userType : undefined;
  });
  const warnings = useDeployWarnings();

  // Navigate only once the refreshed session is rendered: umi's layout memoises the matched route's
  // access per pathname, so entering a route before the new access is committed would stick a 403.
  useEffect(() => {
    if (home && initialState?.userInfo?.userType !== undefined) goTo(home, true);
  }, [home, initialState]);

  const check = (next: Record<Field, string>): Errors => ({
    ...(next.username.trim() ? {} : { username: f('login.username.required') }),
    ...(next.password ? {} : { password: f('login.password.required') }),
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(check(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = check(values);
    setTried(true);
    setErrors(found);
    const first = (['username', 'password'] as Field[]).find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    // A login effect that failed unexpectedly resolves undefined (dva's onError told the user): the form is usable again.
    const info = await session.login(values);
    if (!info) {
      busy.current = false;
      setSubmitting(false);
      return;
    }
    // The next screen's messages load while the session refreshes (they are not in /login's bundle).
    await Promise.all([refresh(), loadScreenMessages().catch(() => undefined)]);
    if (!roleOf(info.userType)) {
      busy.current = false;
      setSubmitting(false);
      setUnknownType(info.userType ?? null);
      return;
    }
    setHome(homeOf(info.userType));
  };

  const signOut = async () => {
    await session.logout();
    await refresh();
    setUnknownType(undefined);
  };

  const item = (field: Field, icon: ReactNode, extra?: ReactNode) => {
    const id = `login_${field}`;
    const error = errors[field];
    return (
      <div className={styles.item}>
        <label htmlFor={id} className={styles.label}>
          {f(`login.${field}`)}
        </label>
        <span className={`${styles.field} ${error ? styles.invalid : ''}`}>
          <span className={styles.icon}>{icon}</span>
          <input
            id={id}
            ref={(input) => {
              fields.current[field] = input;
            }}
            name={field}
            type={field === 'password' && !shown ? 'password' : 'text'}
            autoComplete={field === 'username' ? 'username' : 'current-password'}
            // biome-ignore lint/a11y/noAutofocus: the login page has one task; the cursor starts in its first field.
            autoFocus={field === 'username'}
            value={values[field]}
            onChange={(e) => change(field, e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}_error` : undefined}
          />
          {extra}
        </span>
        <div id={`${id}_error`} className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </div>
      </div>
    );
  };

  const configWarning = warnings.length > 0 && (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title={f('login.config.warning')}
      description={
        <ul className={styles.problems}>
          {warnings.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      }
    />
  );

  if (unknownType !== undefined) {
    const value = JSON.stringify(unknownType) ?? String(unknownType);
    return (
      <main className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{f('login.title')}</h1>
          {configWarning}
          <Alert
            className={styles.notice}
            type="error"
            showIcon
            role="alert"
            title={f('login.userType.unknown.title', { value })}
            description={f('login.userType.unknown.detail', {
              value,
              admin: ROLE.admin,
              teacher: ROLE.teacher,
              student: ROLE.student,
              abutment: ROLE.abutment,
            })}
          />
          <Button size="large" block onClick={signOut}>
            {f('login.userType.unknown.logout')}
          </Button>
        </div>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{f('login.title')}</h1>
        <p className={styles.subtitle}>{f('login.subtitle')}</p>
        {configWarning}
        <form name="login" onSubmit={onSubmit} autoComplete="on" noValidate>
          {item('username', <UserOutlined />)}
          {item(
            'password',
            <LockOutlined />,
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setShown(!shown)}
              aria-label={f(shown ? 'login.password.hide' : 'login.password.show')}
            >
              {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>,
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {f('login.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
