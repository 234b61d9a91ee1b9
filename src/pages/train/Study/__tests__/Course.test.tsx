import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { loginAs, useMockBackend } from '../../../../../tests/utils/mockServer';
import { renderScreen } from '../../../../../tests/utils/renderScreen';
import StudyCourse from '../Course';

// The back button reads umi's route table, which a screen rendered on its own has not.
jest.mock('@/components/BackButton', () => () => null);

const backend = useMockBackend();
jest.setTimeout(120_000);
const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });

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
