import { screen } from '@testing-library/react';

/**
 * Runs `action` and settles as it did once `text` has been shown; fails when it never shows.
 * Request notices show for 1.5 s only, so they are watched for from before the action: a busy
 * machine may take longer than that to end it.
 */
export async function withNotice<T>(text: string, action: () => Promise<T>): Promise<T> {
  const seen = screen.findByText(text);
  try {
    return await action();
  } finally {
    await seen;
  }
}
