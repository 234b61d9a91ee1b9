import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import TrainHome from '../index';

const backend = useMockBackend();
jest.setTimeout(60_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const listCalls = () => backend.requests.filter((r) => r.url.pathname === '/sworld/experiment/list');

describe('a screen whose data did not load', () => {
  it('says so in one alert with a retry that loads again, and then shows the data', async () => {
    backend.server.use(
      http.get('*/sworld/experiment/list', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    await loginAs('teacher');
    renderScreen(<TrainHome />, { models: [], url: '/train/home', path: '/train/home' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('数据加载失败，请重试。');
    expect(screen.queryByText('2026春季沙盘对抗赛')).toBeNull();
    expect(listCalls()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('2026春季沙盘对抗赛')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
    expect(listCalls()[1].url.searchParams.get('current')).toBe('1');
    await waitFor(() => expect(screen.queryByText('数据加载失败，请重试。')).toBeNull());
  });
});
