import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { message } from 'antd';
import { HttpResponse, http } from 'msw';
import { forgetNotOffered } from '@/services/notOffered';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import StudyCourse from '../Course';
import Study from '../index';
import StudyIntroduce from '../Introduce';

// The back button reads umi's route table, which a screen rendered on its own has not.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(120_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
const sent = (path: string) => backend.requests.filter((r) => r.url.pathname === path);

beforeEach(async () => {
  forgetNotOffered();
  // destroy() lets a message leave with its animation: the previous test's must be gone before this one looks.
  message.destroy();
  await waitFor(() => expect(document.querySelector('.ant-message-notice')).toBeNull());
});

const missing = (method: 'get' | 'post', path: string, status = 404) =>
  backend.server.use(http[method](`*${path}`, () => new HttpResponse(null, { status })));

/** Shows a message of the test's own and waits for it; then no other toast may be on screen. */
async function expectNoToast() {
  message.info('之后的消息');
  await screen.findByText('之后的消息');
  expect([...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent)).toEqual(['之后的消息']);
}

describe('course study on a backend without the course', () => {
  it('the study home says so once, with the way to the introduction, and no load error', async () => {
    missing('get', '/sworld/study/course/list', 405);
    await loginAs('teacher');
    renderScreen(<Study />, { models: [], url: '/train/study', path: '/train/study' });
    const notice = await screen.findByTestId('not-offered-study.courseList');
    expect(notice).toHaveTextContent('当前连接的后台不提供「课程章节与进度」功能');
    expect(within(notice).getByRole('button', { name: /课程介绍/ })).toBeEnabled();
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    // Choosing another learner would only ask the same call again: the picker is gone.
    expect(screen.queryByRole('combobox', { name: '查看学生' })).toBeNull();
    expect(sent('/sworld/study/course/list')).toHaveLength(1);
    await expectNoToast();
  });

  it('the introduction keeps its text and says so in place of the chapters', async () => {
    missing('get', '/sworld/study/course/list');
    await loginAs('student');
    renderScreen(<StudyIntroduce />, { models: [], url: '/train/study/introduce', path: '/train/study/introduce' });
    expect(await screen.findByText('当前连接的后台不提供「课程章节与进度」功能')).toBeInTheDocument();
    expect(screen.getByText('学习目标')).toBeInTheDocument();
    expect(screen.getByText('如何学习')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    await expectNoToast();
  });
});

describe('the course on a backend without saving progress', () => {
  it('stops offering the save after the first refusal and says so once; the sections can still be studied', async () => {
    missing('post', '/sworld/study/progress/save');
    await loginAs('student');
    renderScreen(<StudyCourse />, { models: [], url: '/train/study/course', path: '/train/study/course' });
    const section = await screen.findByTestId('study-section');
    await userEvent.click(within(section).getByRole('button', { name: label('保存进度') }));
    expect(await within(section).findByText('当前连接的后台不提供「保存学习进度」功能')).toBeInTheDocument();
    expect(within(section).getByText('本节内容照常学习，学习进度无法保存。')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: label('保存进度') })).toBeDisabled();
    expect(within(section).getByRole('button', { name: /我已学完本节/ })).toBeDisabled();
    expect(within(section).getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    expect(sent('/sworld/study/progress/save')).toHaveLength(1);
    await expectNoToast();

    // Moving on to the next section still works, and the notice stays one.
    const title = section.querySelector('.ant-card-head-title')!.textContent;
    await userEvent.click(within(section).getByRole('button', { name: /下一节/ }));
    await waitFor(() =>
      expect(screen.getByTestId('study-section').querySelector('.ant-card-head-title')!.textContent).not.toBe(title),
    );
    expect(screen.getAllByText(/当前连接的后台不提供/)).toHaveLength(1);
  });

  it('says so in place of the course when the course itself is not offered', async () => {
    missing('get', '/sworld/study/course/list');
    await loginAs('student');
    renderScreen(<StudyCourse />, { models: [], url: '/train/study/course', path: '/train/study/course' });
    expect(await screen.findByText('当前连接的后台不提供「课程章节与进度」功能')).toBeInTheDocument();
    expect(screen.getByText('课程内容')).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败，请重试。')).toBeNull();
    await expectNoToast();
  });
});

const CHAPTERS = 300;
const SECTIONS = 300;

/** A course of 300 chapters of 300 sections each. */
function bigCourse() {
  backend.store.db.courseChapters = Array.from({ length: CHAPTERS }, (_, c) => ({
    id: `c${c + 1}`,
    chapterName: `第${c + 1}章`,
    sort: c + 1,
    sections: Array.from({ length: SECTIONS }, (_, s) => ({
      id: `c${c + 1}s${s + 1}`,
      sectionName: `第${c + 1}章第${s + 1}节`,
      duration: 600,
    })),
  }));
}

/** Section entries in the page (a plain selector: role queries over thousands of nodes are slow in jsdom). */
const sectionsShown = () => document.querySelectorAll('[role="menuitem"]');
const chapterHeader = (n: number) => screen.getByText(`第${n}章`, { selector: 'span' });

describe('course study with a very long course', () => {
  it('renders one row per chapter and the sections of opened chapters only', async () => {
    bigCourse();
    await loginAs('student');
    renderScreen(<StudyCourse />, { models: [], url: '/train/study/course', path: '/train/study/course' });
    // The first section to study is open, with its chapter's sections and no other chapter's.
    await screen.findByTestId('study-section');
    expect(within(screen.getByTestId('study-section')).getByText('第1章第1节')).toBeInTheDocument();
    await waitFor(() => expect(sectionsShown()).toHaveLength(SECTIONS));
    expect(document.querySelectorAll('.ant-collapse-header')).toHaveLength(CHAPTERS);
    expect(screen.queryByText('第2章第1节')).not.toBeInTheDocument();

    await userEvent.click(chapterHeader(250));
    await waitFor(() => expect(sectionsShown()).toHaveLength(2 * SECTIONS));
    expect(screen.getByText('第250章第300节')).toBeInTheDocument();

    // Closing a chapter takes its sections out of the page again.
    await userEvent.click(chapterHeader(1));
    await waitFor(() => expect(sectionsShown()).toHaveLength(SECTIONS));
    expect(screen.queryByText('第1章第2节')).not.toBeInTheDocument();

    // Choosing a section of an opened chapter shows it.
    await userEvent.click(screen.getByText('第250章第7节'));
    await waitFor(() =>
      expect(within(screen.getByTestId('study-section')).getByText('第250章第7节')).toBeInTheDocument(),
    );
  });
});
