import { screen, waitFor } from '@testing-library/react';

/**
 * Runs `action` and settles as it did once `text` has been shown; fails when it never shows.
 * Notices show for a second or two only, and a busy machine may take longer than that, or than a
 * query's timeout, to end the action: so every change to the page is watched from before it starts.
 */
export async function withNotice<T>(text: string, action: () => Promise<T>): Promise<T> {
  let shown = false;
  const look = () => {
    shown ||= screen.queryAllByText(text).length > 0;
  };
  const watcher = new MutationObserver(look);
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  try {
    const result = await action();
    await waitFor(() => {
      look();
      if (!shown) throw new Error(`The notice “${text}” was never shown.`);
    });
    return result;
  } finally {
    watcher.disconnect();
  }
}
