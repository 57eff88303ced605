/**
 * The shared form pieces (src/components/form) every flow and page draws its checkboxes, checkbox groups and selects
 * with: ids, labels, descriptions and errors.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from '../../src/components/form/CheckboxField';
import { CheckboxGroup } from '../../src/components/form/CheckboxGroup';
import { SelectField } from '../../src/components/form/SelectField';

describe('CheckboxField', () => {
  it('a box with its label; the error marks it invalid and describes it from a polite live region', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<CheckboxField id="bekreft" errorId="bekreft-feil" label="Jeg bekrefter" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Jeg bekrefter' });
    expect(box).toHaveAttribute('id', 'bekreft');
    expect(box).toHaveAttribute('aria-describedby', 'bekreft-feil');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toBeRequired();
    expect(document.getElementById('bekreft-feil')).toHaveAttribute('aria-live', 'polite');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(<CheckboxField id="bekreft" errorId="bekreft-feil" label="Jeg bekrefter" error="Du må bekrefte" checked={false} onChange={onChange} />);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Du må bekrefte');
  });

  it('with a legend: a group of its own, the hint under the legend describing the box', () => {
    render(
      <CheckboxField
        id="kontakt"
        errorId="kontakt-feil"
        legend="Kontaktperson"
        hint="Kryss av for en annen person."
        label="En annen person"
        checked
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Kontaktperson' });
    const box = within(group).getByRole('checkbox', { name: 'En annen person' });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-describedby', 'kontakt-hint kontakt-feil');
    expect(box).toHaveAccessibleDescription(/^Kryss av for en annen person\.\s*$/);
    expect(document.getElementById('kontakt-hint')!.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('plain and required, without an error id: required, and nothing describes it', () => {
    render(<CheckboxField id="samtykke" plain required disabled label="Jeg samtykker" checked={false} onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Jeg samtykker' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toBeDisabled();
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('CheckboxGroup', () => {
  const options = [
    { value: 1, label: 'Bygning' },
    { value: 2, label: 'Fellesareal' },
    { value: 3, label: 'Løsøre' },
  ];

  it('fieldset + legend described by hint and error; the first box carries the id; ticking adds and removes values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxGroup id="type" errorId="type-feil" name="type" legend="Hva er skadet?" hint="Velg alt som passer." options={options} value={[2]} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Hva er skadet?' });
    expect(group).toHaveAccessibleDescription(/^Velg alt som passer\.\s*$/);
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.id)).toEqual(['type', 'type-1', 'type-2']);
    expect(boxes.map((b) => (b as HTMLInputElement).name)).toEqual(['type', 'type', 'type']);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect(boxes[0]).not.toHaveAttribute('aria-describedby');

    await user.click(boxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith([2, 1]);
    await user.click(boxes[1]!);
    expect(onChange).toHaveBeenLastCalledWith([]);

    rerender(
      <CheckboxGroup id="type" errorId="type-feil" name="type" legend="Hva er skadet?" error="Velg minst én" options={options} value={[]} onChange={onChange} />,
    );
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Velg minst én');
    }
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'gjensidige', name: 'Gjensidige' },
    { value: 'if', name: 'If' },
  ];

  it('a labelled select with the placeholder first; it answers the chosen value, "" for the placeholder', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { rerender } = render(
      <SelectField id="selskap" errorId="selskap-feil" label="Forsikringsselskap" options={options} value={null} onChange={onChange} onBlur={onBlur} />,
    );
    const select = screen.getByRole('combobox', { name: 'Forsikringsselskap' });
    expect(select).toHaveAttribute('name', 'selskap');
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Velg', 'Gjensidige', 'If']);
    expect(select).toHaveAttribute('aria-describedby', 'selskap-feil');

    await user.selectOptions(select, 'If');
    expect(onChange).toHaveBeenLastCalledWith('if');
    await user.selectOptions(select, 'Velg');
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();

    rerender(
      <SelectField
        id="selskap"
        errorId="selskap-feil"
        label="Forsikringsselskap"
        placeholder="Velg selskap"
        error="Velg selskapet"
        options={options}
        value="if"
        onChange={onChange}
      />,
    );
    expect(select).toHaveValue('if');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Velg selskapet');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Velg selskap');
  });
});
