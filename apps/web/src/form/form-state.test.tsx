// @vitest-environment happy-dom
import { decimalField, requiredText } from '@rec/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { FormContext, type FormValues, useField, useFormContext, useFormState, useSubmitting } from './form-state';

afterEach(cleanup);

// A form of the shape FormBody builds: the domain's field rules; `city` has no message of its
// own, so its text comes from the catalogue's error map.
const schema = z.object({
  name: requiredText(),
  capacity: decimalField(),
  city: z.optional(z.string().check(z.maxLength(3))),
});
const DEFAULTS = { name: '', capacity: '', city: '' };

const renders: string[] = [];

function TextField({ name }: { name: string }) {
  const { control, error } = useField(useFormContext(), name);
  renders.push(name);
  return (
    <div>
      <label htmlFor={name}>{name}</label>
      <input
        id={name}
        ref={control.ref}
        value={String(control.value ?? '')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => control.onChange(event.target.value)}
        onBlur={control.onBlur}
      />
      {error ? <p>{error}</p> : null}
    </div>
  );
}

// What a lookup does: fills a sibling field, which is checked at once.
function FillCity() {
  const form = useFormContext();
  return (
    <button type="button" onClick={() => form.setValue('city', 'Porto Alegre', { validate: true })}>
      fill
    </button>
  );
}

function Demo({ onValid }: { onValid: (values: FormValues, form: ReturnType<typeof useFormContext>) => unknown }) {
  const form = useFormState({ schema, defaults: DEFAULTS });
  const busy = useSubmitting(form);
  return (
    <FormContext value={form}>
      <form aria-label="demo" noValidate onSubmit={(event) => void form.handleSubmit((v) => onValid(v, form))(event)}>
        {Object.keys(DEFAULTS).map((name) => (
          <TextField key={name} name={name} />
        ))}
        <FillCity />
        <button type="button" onClick={() => form.reset()}>
          reset
        </button>
        <button type="submit" disabled={busy}>
          {busy ? 'Salvando' : 'Salvar'}
        </button>
      </form>
    </FormContext>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Salvar|Salvando/ }));

describe('form state', () => {
  it('says what is wrong once a field is left, and clears it as soon as it is right', () => {
    render(<Demo onValid={() => undefined} />);
    type('capacity', 'dez');
    expect(screen.queryByText('Número inválido')).toBeNull();
    fireEvent.blur(input('capacity'));
    expect(screen.getByText('Número inválido')).toBeTruthy();
    expect(input('capacity').getAttribute('aria-invalid')).toBe('true');
    type('capacity', '10');
    expect(screen.queryByText('Número inválido')).toBeNull();
    expect(input('capacity').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the check to the submit when the field is left for the submit button', async () => {
    render(<Demo onValid={() => undefined} />);
    type('capacity', 'dez');
    const save = screen.getByRole('button', { name: 'Salvar' });
    // Pressing the button moves the focus to it: nothing may appear above it before the release.
    fireEvent.blur(input('capacity'), { relatedTarget: save });
    expect(screen.queryByText('Número inválido')).toBeNull();
    submit();
    expect(await screen.findByText('Número inválido')).toBeTruthy();
    expect(screen.getByText('Campo Obrigatório')).toBeTruthy();
  });

  it('on a wrong submit shows every message, focuses the first wrong field and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    type('capacity', '5');
    submit();
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(input('name'));
    expect(onValid).not.toHaveBeenCalled();
    // After a submit every change is checked, without leaving the field.
    type('name', 'UFV Sol');
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();
  });

  it('hands over the parsed values and is busy until the write settles', async () => {
    let settle: () => void = () => undefined;
    const onValid = vi.fn((_values: FormValues) => new Promise<void>((resolve) => (settle = resolve)));
    render(<Demo onValid={onValid} />);
    type('name', 'UFV Sol');
    type('capacity', '3,5');
    submit();
    const busy = await screen.findByRole('button', { name: 'Salvando' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The schema's output, not the typed text: the decimal as the contract writes it.
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ name: 'UFV Sol', capacity: '3.500000' });
    await act(async () => settle());
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts a server message on its field, focused, until the field is changed', async () => {
    render(<Demo onValid={(_, form) => form.setError('name', 'Nome já cadastrado', { focus: true })} />);
    type('name', 'UFV Sol');
    type('capacity', '1');
    submit();
    expect(await screen.findByText('Nome já cadastrado')).toBeTruthy();
    expect(document.activeElement).toBe(input('name'));
    type('name', 'UFV Lua');
    expect(screen.queryByText('Nome já cadastrado')).toBeNull();
  });

  it('shows a filled sibling at once, checked with the catalogue’s words', () => {
    render(<Demo onValid={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'fill' }));
    expect(input('city').value).toBe('Porto Alegre');
    expect(screen.getByText('Use no máximo 3 caracteres')).toBeTruthy();
  });

  it('renders only the field being typed in', () => {
    render(<Demo onValid={() => undefined} />);
    renders.length = 0;
    type('name', 'U');
    type('name', 'UF');
    expect(renders).toEqual(['name', 'name']);
  });

  it('resets to the first values, without messages', async () => {
    render(<Demo onValid={() => undefined} />);
    type('capacity', 'dez');
    submit();
    await waitFor(() => expect(screen.getByText('Número inválido')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input('capacity').value).toBe('');
    expect(screen.queryByText('Número inválido')).toBeNull();
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();
  });
});
