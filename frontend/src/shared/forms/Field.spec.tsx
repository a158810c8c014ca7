import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('names its control by the label and describes it by the hint, then by the error', () => {
    render(
      <Field label="Nazwa" hint="Co najmniej 2 znaki" error={{ key: 'validation:required' }}>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Nazwa' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(/^Co najmniej 2 znaki \S/);
  });

  it('is valid and described by nothing without a hint or an error', () => {
    render(<Field label="Nazwa">{(control) => <input {...control} />}</Field>);
    const control = screen.getByRole('textbox', { name: 'Nazwa' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
  });
});
