// Roles and countries of one member (never the admin's own: the API refuses, the form is not shown).
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffMember, type StaffUpdate, staffUpdateSchema } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ConsoleForm } from '../../components/console-form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { updateMember } from './api.ts';
import { ChoiceFieldset } from './choice-fieldset.tsx';

export function MemberAccessForm({
  member,
  countries,
  onDone,
  onError,
}: {
  member: StaffMember;
  /** The admin's countries: the only ones they may give. */
  countries: readonly CountryCode[];
  onDone: (next: StaffMember) => void;
  onError: (reason: unknown) => void;
}) {
  const { t } = useI18n();
  const form = useForm<StaffUpdate>({
    resolver: zodResolver(staffUpdateSchema),
    values: { roles: member.roles, countries: member.countries },
  });
  const save = useMutation({
    mutationFn: (values: StaffUpdate) => updateMember(member.id, values),
    onSuccess: onDone,
    onError,
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  const set = (name: 'roles' | 'countries', next: string[]) =>
    form.setValue(name, next as never, { shouldValidate: isSubmitted, shouldDirty: true });

  return (
    <section aria-labelledby="access-heading" className="admin-section">
      <h2 id="access-heading" className="admin-subheading">
        {t('staff.accessHeading')}
      </h2>
      <ConsoleForm onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <ChoiceFieldset
          id="member-roles"
          legend={t('staff.rolesLegend')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
          selected={form.watch('roles') ?? []}
          onChange={(next) => set('roles', next)}
          error={errors.roles ? t('staff.pickOne') : null}
        />
        <ChoiceFieldset
          id="member-countries"
          legend={t('staff.countriesLegend')}
          options={countries.map((code) => ({ value: code, label: code }))}
          selected={form.watch('countries') ?? []}
          onChange={(next) => set('countries', next)}
          error={errors.countries ? t('staff.pickOne') : null}
        />
        <button type="submit" className="button button--primary" disabled={save.isPending || !isDirty}>
          {t('common.save')}
        </button>
      </ConsoleForm>
    </section>
  );
}
