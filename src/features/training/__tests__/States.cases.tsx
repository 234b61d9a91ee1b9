import { act, screen } from '@testing-library/react';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { renderScreen } from '../../../../tests/utils/renderScreen';
import { LoadedView } from '../States';

/** A load the test answers: `undefined` is a failed call (the request layer has told the user). */
function controlledLoad() {
  let answer: (value: string | undefined) => void = () => undefined;
  const load = () =>
    new Promise<string | undefined>((resolve) => {
      answer = resolve;
    });
  return { load, answer: (value: string | undefined) => answer(value) };
}

const LOAD_FAILED = '数据加载失败，请重试。';

/** Records every load error the page ever shows, also one shown for a single render. */
function recordLoadErrors() {
  const shown: string[] = [];
  // The added nodes themselves: by the time the observer runs, a later render may have removed them.
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      change.addedNodes.forEach((node) => {
        if (node.textContent?.includes(LOAD_FAILED)) shown.push(LOAD_FAILED);
      });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { shown, stop: () => observer.disconnect() };
}

type Load = () => Promise<string | undefined>;

/** As a screen that learns its training first: the load is ready once the id is known. */
function ChosenLater({ load }: { load: Load }) {
  const [id, setId] = useState('');
  const detail = useRequest(load, { refreshDeps: [id], ready: !!id });
  return (
    <>
      <button type="button" onClick={() => setId('7')}>
        choose
      </button>
      {id && <LoadedView loaded={detail}>{(data) => <p>loaded {data}</p>}</LoadedView>}
    </>
  );
}

/** A load that runs at once, shown only later. */
function ShownLater({ load }: { load: Load }) {
  const detail = useRequest(load);
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown && <LoadedView loaded={detail}>{(data) => <p>loaded {data}</p>}</LoadedView>}
    </>
  );
}

describe('LoadedView', () => {
  it('shows no load error while a load whose id has just arrived is starting, and one when it fails', async () => {
    const call = controlledLoad();
    const errors = recordLoadErrors();
    renderScreen(<ChosenLater load={call.load} />, { models: [], url: '/', path: '/' });
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    // The observer reports on a later task.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(errors.shown).toEqual([]);
    await act(async () => call.answer(undefined));
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    errors.stop();
  });

  it('never shows the load error on the way to an answer', async () => {
    const call = controlledLoad();
    const errors = recordLoadErrors();
    renderScreen(<ChosenLater load={call.load} />, { models: [], url: '/', path: '/' });
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    await act(async () => call.answer('a training'));
    expect(await screen.findByText('loaded a training')).toBeInTheDocument();
    errors.stop();
    expect(errors.shown).toEqual([]);
  });

  it('shows the load error of a load that had failed before it was shown', async () => {
    const call = controlledLoad();
    renderScreen(<ShownLater load={call.load} />, { models: [], url: '/', path: '/' });
    await act(async () => call.answer(undefined));
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
  });
});
