import { render, screen } from '@testing-library/react';
import { Form, Select } from 'antd';

const options = [
  { value: 1, label: '案例一' },
  { value: 2, label: '案例二' },
];

/**
 * A required Form.Item gives its child `aria-required`. antd 5's Select put it on its wrapper div as
 * well, where ARIA does not allow it (axe's aria-allowed-attr on the student's console); antd 6 puts
 * it on the combobox input only, which screen readers announce, so the app uses its Select as it is.
 */
describe("antd's Select in a Form.Item", () => {
  it('says it is required on its combobox input only', () => {
    const { container } = render(
      <Form>
        <Form.Item name="caseId" label="案例" rules={[{ required: true }]}>
          <Select options={options} showSearch optionFilterProp="label" />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-required', 'true');
    expect(container.querySelectorAll('[aria-required]:not([role="combobox"])')).toHaveLength(0);
  });

  it('says nothing when the item is optional', () => {
    render(
      <Form>
        <Form.Item name="caseId" label="案例">
          <Select options={options} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-required');
  });
});
