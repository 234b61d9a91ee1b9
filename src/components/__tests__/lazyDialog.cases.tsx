import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from '../lazyDialog';

function Dialog({ open, name }: { open: boolean; name: string }) {
  return (
    <div role="dialog" aria-hidden={!open}>
      {name}
    </div>
  );
}

describe('lazyDialog', () => {
  it('downloads the dialog on its first opening, not before, and keeps it mounted after it closes', async () => {
    const load = jest.fn(async () => ({ default: Dialog }));
    const Lazy = lazyDialog(load, (props) => props.open);
    const view = render(<Lazy open={false} name="导入学生" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    view.rerender(<Lazy open name="导入学生" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull();
    expect(await screen.findByRole('dialog')).toHaveTextContent('导入学生');
    expect(document.querySelector('.ant-spin-fullscreen')).toBeNull();

    view.rerender(<Lazy open={false} name="导入学生" />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('aria-hidden', 'true');
    await act(async () => view.rerender(<Lazy open name="导入教师" />));
    expect(screen.getByRole('dialog')).toHaveTextContent('导入教师');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
