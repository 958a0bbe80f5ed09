// The e-mail and password changes submit alike: send the values, clear the form on success, and place a
// refusal by the field it names (a wrong current password always by its own field).
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeChangeRefusal } from './account-section.tsx';

export function useAccountChange<T extends FieldValues & { currentPassword: string }, R>({
  section,
  defaultValues,
  send,
  done,
  refusals,
}: {
  section: 'email' | 'password';
  defaultValues: DefaultValues<T>;
  send: (values: T) => Promise<R>;
  /** Runs once the form is cleared, with the server's answer. */
  done: (answer: R) => void;
  /** Messages for the fields the server may name, besides the current password. */
  refusals: Partial<Record<Path<T>, string | ((status: number) => string)>>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<T>({ defaultValues });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send(values);
      reset();
      done(answer);
    } catch (error) {
      placeChangeRefusal(t, section, error, setError, refusals);
    }
  });
  return { register, errors, isSubmitting, onSubmit };
}
