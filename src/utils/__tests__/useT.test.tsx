import { render, screen } from '@testing-library/react';
import { IntlProvider } from '@umijs/max';
import type { FC, ReactNode } from 'react';
import { useT } from '../hooks';

/** umi's IntlProvider export is typed without children. */
const IntlRoot = IntlProvider as unknown as FC<{
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}>;

const ZH = { 'demo.round': '第{round}回合', 'demo.none': '无' };
const EN = { 'demo.round': 'Round {round}', 'demo.none': 'None' };

function Texts({ rounds }: { rounds: number[] }) {
  const t = useT();
  return (
    <ul>
      {rounds.map((round, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same round may repeat
        <li key={i}>{t('demo.round', { round })}</li>
      ))}
      <li>{t('demo.none')}</li>
      <li>{t(undefined)}</li>
    </ul>
  );
}

const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useT', () => {
  it('gives each text for its own values, again when drawn again, and the new locale’s after a switch', () => {
    const view = render(
      <IntlRoot locale="zh-CN" messages={ZH}>
        <Texts rounds={[1, 2, 1]} />
      </IntlRoot>,
    );
    expect(texts()).toEqual(['第1回合', '第2回合', '第1回合', '无', '-']);
    view.rerender(
      <IntlRoot locale="zh-CN" messages={ZH}>
        <Texts rounds={[2, 3]} />
      </IntlRoot>,
    );
    expect(texts()).toEqual(['第2回合', '第3回合', '无', '-']);
    // New messages for the same locale (as umi's addLocale gives): the new texts.
    view.rerender(
      <IntlRoot locale="zh-CN" messages={{ ...ZH, 'demo.round': '第 {round} 轮' }}>
        <Texts rounds={[2, 3]} />
      </IntlRoot>,
    );
    expect(texts()).toEqual(['第 2 轮', '第 3 轮', '无', '-']);
    view.rerender(
      <IntlRoot locale="en-US" messages={EN}>
        <Texts rounds={[2, 3]} />
      </IntlRoot>,
    );
    expect(texts()).toEqual(['Round 2', 'Round 3', 'None', '-']);
  });
});
