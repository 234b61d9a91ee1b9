import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as UmiModels } from '@umijs/max';
import { HttpResponse, http } from 'msw';
import { useCallback, useState } from 'react';
import { ROLE } from '@/domain/codes';
import { DEFAULT_DEPLOY_CONFIG, parseDeployConfig, setDeployConfig } from '@/services/deployConfig';
import { loadDeployConfig } from '@/services/deployConfigLoader';
import { getAuthorization, getUserInfo } from '@/utils/session';
import { loginAs, useMockBackend } from '../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import Login from '..';

const { server } = useMockBackend();

/** umi's initial state as src/app.tsx builds it: the stored user info, read again on refresh. */
function useInitialState() {
  const [initialState, setInitialState] = useState(() => ({ userInfo: getUserInfo() }));
  const refresh = useCallback(async () => setInitialState({ userInfo: getUserInfo() }), []);
  return { initialState, refresh, loading: false };
}

function renderLogin() {
  return renderScreen(
    <UmiModels models={{ '@@initialState': useInitialState }}>
      <Login />
    </UmiModels>,
    { models: [], url: '/login', path: '/login' },
  );
}

async function signIn(userCode: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('用户名'), userCode);
  await user.type(screen.getByLabelText('密码'), '123456');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

afterEach(() => {
  setDeployConfig(DEFAULT_DEPLOY_CONFIG);
  window.localStorage.clear();
});

describe('a user type the codes do not know', () => {
  it('names the value and the setting to change after a successful login, instead of the form', async () => {
    // The mock's teacher is user type 2; this deployment says its teachers are 5.
    setDeployConfig(
      parseDeployConfig(JSON.stringify({ codes: { userType: { admin: 1, teacher: 5, abutment: 4 } } })).config,
    );
    renderLogin();
    await signIn('teacher');
    expect(await screen.findByText('无法识别的用户类型：2')).toBeInTheDocument();
    expect(screen.getByText(/codes\.userType/)).toHaveTextContent('userType 是 2');
    expect(screen.getByText(/codes\.userType/)).toHaveTextContent('教师 5');
    expect(screen.queryByLabelText('用户名')).not.toBeInTheDocument();
    // The sign-in itself succeeded: the session is kept until the user signs out here.
    expect(getAuthorization()).not.toBe('');
  });

  it('shows the same page when a kept session of that user type comes back to /login, and signs out from it', async () => {
    await loginAs('teacher');
    window.localStorage.setItem('userInfo', JSON.stringify({ ...getUserInfo(), userType: 7 }));
    renderLogin();
    expect(screen.getByText('无法识别的用户类型：7')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(getAuthorization()).toBe('');
  });

  it('signs a user of a known type in without it', async () => {
    renderLogin();
    await signIn('teacher');
    await waitFor(() => expect(getUserInfo().userType).toBe(ROLE.teacher));
    expect(screen.queryByText(/无法识别的用户类型/)).not.toBeInTheDocument();
  });
});

describe('the deployment config warning', () => {
  it('names a refused codes entry on /login', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/sworld.config.json', () =>
        HttpResponse.json({ codes: { trainingState: { notStarted: 1, paused: 2, finished: 3 } } }),
      ),
    );
    await loadDeployConfig();
    renderLogin();
    expect(screen.getByRole('alert')).toHaveTextContent('sworld.config.json');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"codes.trainingState.notStarted" repeats 1, the code of running (fixed by the spec): "codes" ignored, default codes hold',
    );
    warned.mockRestore();
  });

  it('shows none when the file is fine', async () => {
    server.use(http.get('*/sworld.config.json', () => HttpResponse.json({ timeZone: '+08:00' })));
    await loadDeployConfig();
    renderLogin();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
