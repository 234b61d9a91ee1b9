import { render, screen } from '@testing-library/react';
import { Form, Select } from 'antd';
import FormSelect from '../FormSelect';

const options = [
  { value: 1, label: '案例一' },
  { value: 2, label: '案例二' },
];

function inForm(select: JSX.Element) {
  return render(
    <Form>
      <Form.Item name="caseId" label="案例" rules={[{ required: true }]}>
        {select}
      </Form.Item>
    </Form>,
  );
}

describe('FormSelect in a required Form.Item', () => {
  it("puts the item's aria-required on the combobox input, none on the wrapper div", () => {
    const { container } = inForm(<FormSelect options={options} showSearch optionFilterProp="label" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-required', 'true');
    expect(container.querySelectorAll('div[aria-required]')).toHaveLength(0);
  });

  it("is needed: antd's own Select puts it on the wrapper div", () => {
    const { container } = inForm(<Select options={options} showSearch optionFilterProp="label" />);
    expect(container.querySelectorAll('div[aria-required]')).toHaveLength(1);
  });

  it('leaves it off when the item is optional', () => {
    render(
      <Form>
        <Form.Item name="caseId" label="案例">
          <FormSelect options={options} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-required');
  });
});
