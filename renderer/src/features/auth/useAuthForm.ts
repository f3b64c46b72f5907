import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

/** Every sign-in form checks its fields on submit only: no error text while the buyer is still typing. */
export function useAuthForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>) {
  return useForm<Values>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
}
