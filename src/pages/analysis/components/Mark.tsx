import type { ReactNode } from 'react';

const COLORS = { success: '#389e0d', processing: '#0958d9', error: '#cf1322', default: '#8c8c8c' } as const;

/** A coloured status word: cheaper than a Tag in tables of many teams × markets. */
export default function Mark({ tone, children }: { tone: keyof typeof COLORS; children: ReactNode }) {
  return <span style={{ color: COLORS[tone], whiteSpace: 'nowrap' }}>{children}</span>;
}
