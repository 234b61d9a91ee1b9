import type { MenuProgress } from '@/stores/menuTypes';
import { display } from '@/utils/format';

/**
 * The values of the menu's progress line (console.menu.progress): selections done and in all,
 * orders left and in all; '-' each until an answer gave the progress, never a made-up 0.
 */
export function menuProgressValues(progress: MenuProgress | null): Record<'done' | 'all' | 'left' | 'orders', string> {
  return {
    done: display(progress ? progress.allRounds - progress.surplusRounds : undefined),
    all: display(progress?.allRounds),
    left: display(progress?.surplusOrder),
    orders: display(progress?.allOrder),
  };
}
