import { useState } from 'react';
import enUS from '@/locales/qa/en-US';
import zhCN from '@/locales/qa/zh-CN';
import { currentLocale } from '@/utils/i18n';

/**
 * The small fixed banner shown while a QA scenario replays (mock mode, ?scenario=NAME): its name,
 * whether unrecorded requests fall back to the mock, and any problems of the HAR (each naming the
 * file and the entry). Rendered outside umi's intl provider, so it reads its locale files itself.
 */
export interface ScenarioInfo {
  name: string;
  fallback: boolean;
  problems: string[];
}

const tables: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

function text(key: string, values: Record<string, string | number> = {}) {
  const raw = (tables[currentLocale()] ?? zhCN)[key] ?? zhCN[key as keyof typeof zhCN] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

export default function ScenarioBanner({ scenario }: { scenario?: ScenarioInfo }) {
  const [open, setOpen] = useState(false);
  if (!scenario) return null;
  const stop = () => {
    const url = new URL(window.location.href);
    url.searchParams.set('scenario', '');
    window.location.assign(url.toString());
  };
  const bad = scenario.problems.length > 0;
  return (
    <div
      role="status"
      data-testid="scenario-banner"
      style={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 2000,
        maxWidth: 560,
        padding: '4px 10px',
        borderRadius: 4,
        fontSize: 12,
        color: '#fff',
        background: bad ? '#cf1322' : '#531dab',
        boxShadow: '0 2px 8px rgba(0,0,0,.25)',
      }}
    >
      <span>{text('qa.scenario.playing', { name: scenario.name })}</span>{' '}
      <span>{text(scenario.fallback ? 'qa.scenario.fallbackOn' : 'qa.scenario.fallbackOff')}</span>{' '}
      {bad && (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          style={{
            color: '#fff',
            background: 'none',
            border: '1px solid #fff',
            borderRadius: 3,
            cursor: 'pointer',
            fontSize: 12,
          }}
        >
          {text('qa.scenario.problems', { count: scenario.problems.length })}
        </button>
      )}{' '}
      <button
        type="button"
        onClick={stop}
        style={{
          color: '#fff',
          background: 'none',
          border: '1px solid #fff',
          borderRadius: 3,
          cursor: 'pointer',
          fontSize: 12,
        }}
      >
        {text('qa.scenario.stop')}
      </button>
      {open && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 16, maxHeight: 200, overflow: 'auto', wordBreak: 'break-all' }}>
          {scenario.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
