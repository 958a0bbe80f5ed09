// Invite a member (admins): e-mail, name, roles, countries of the admin's, the invitation's language.
// The member gets a one-time link by mail to set a password, and enrols TOTP at the first sign-in.
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type StaffCreate, staffCreateSchema } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { createMember } from './api.ts';
import { ChoiceFieldset } from './choice-fieldset.tsx';

export function StaffNewPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffCreate>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { email: '', name: '', roles: [], countries: [], language: lang },
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const roles = form.watch('roles');
  const countries = form.watch('countries');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const member = await createMember(values);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'list'] });
      navigate(`/staff/${member.id}`, { state: { notice: 'invited' } });
    } catch (reason) {
      if (reason instanceof ApiError && reason.errors.some((e) => e.path === 'email'))
        form.setError('email', { type: 'server' });
      else
        setFailure(
          reason instanceof ApiError && reason.status === 403 ? t('common.forbidden') : t('common.error'),
        );
    }
  });

  return (
    <>
      <PageHeader title={t('staff.newHeading')} back={{ to: '/staff', label: t('staff.back') }} />
      <p>{t('staff.newLead')}</p>
      <ConsoleForm onSubmit={submit}>
        <TextField
          id="staff-email"
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          required
          registration={form.register('email')}
          error={
            errors.email?.type === 'server'
              ? t('staff.emailTaken')
              : errors.email
                ? t('common.invalid')
                : null
          }
        />
        <TextField
          id="staff-name"
          label={t('staff.name')}
          autoComplete="off"
          required
          registration={form.register('name')}
          error={errors.name ? t('common.required') : null}
        />
        <ChoiceFieldset
          id="staff-roles"
          legend={t('staff.rolesLegend')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
          selected={roles}
          onChange={(next) => form.setValue('roles', next, { shouldValidate: isSubmitted })}
          error={errors.roles ? t('staff.pickOne') : null}
        />
        <ChoiceFieldset
          id="staff-countries"
          legend={t('staff.countriesLegend')}
          options={(me.data?.countries ?? []).map((code) => ({ value: code, label: code }))}
          selected={countries}
          onChange={(next) => form.setValue('countries', next, { shouldValidate: isSubmitted })}
          error={errors.countries ? t('staff.pickOne') : null}
        />
        <Field id="staff-language" label={t('staff.language')} required>
          <select className="field__input" {...controlAria('staff-language')} {...form.register('language')}>
            <option value="pt-br">{t('languages.pt-br')}</option>
            <option value="es">{t('languages.es')}</option>
          </select>
        </Field>
        <FormFooter
          error={failure}
          busy={isSubmitting}
          label={t('staff.invite')}
          busyLabel={t('staff.invite')}
        />
      </ConsoleForm>
    </>
  );
}
