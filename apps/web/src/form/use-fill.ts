import { useFormContext } from './form-state';

// A lookup's answer fills the form's fields that share its property names (social_reason, uf,
// city…); properties the form does not have are ignored, and so are empty values.
export const useFill = () => {
  const form = useFormContext();
  return (answer: Record<string, unknown>, except: string): number => {
    const present = form.getValues();
    let filled = 0;
    for (const [key, value] of Object.entries(answer)) {
      if (key === except || !(key in present) || (typeof value !== 'string' && typeof value !== 'number')) continue;
      if (value === '') continue;
      form.setValue(key, String(value), { validate: true });
      filled += 1;
    }
    return filled;
  };
};
