// Ask the medical team a question about a product (type 'Pergunta'), with the preferred contact.
import { MEDICAL_CONTENT_MAX, PREFERRED_CONTACTS, type PreferredContact } from '@portal/contracts';
import type { Product } from '@portal/countries';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredLegend } from '#components/ui/form-field.tsx';
import { useCountry } from '#lib/country.ts';
import { useSession } from '#lib/session-core.ts';
import { useCreateMedicalRequest } from '../api/requests.ts';
import { control, MedicalField, ProductSelect, SendButton } from './form-parts.tsx';
import { PatientProblemQuestion } from './patient-problem-question.tsx';
import { PharmacovigilanceNotice } from './pharmacovigilance-notice.tsx';
import { RequestConfirmation } from './request-confirmation.tsx';

export function QuestionForm() {
  const { t } = useTranslation();
  const country = useCountry();
  const { profile } = useSession();
  const mutation = useCreateMedicalRequest();
  const [product, setProduct] = useState<Product | ''>('');
  const [question, setQuestion] = useState('');
  const [preferredContact, setPreferredContact] = useState<PreferredContact>('email');
  const [patientProblem, setPatientProblem] = useState<boolean | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);

  const productError = submitted && !product ? t('medicalInformation.screen.errors.product') : null;
  const questionError = submitted && !question.trim() ? t('medicalInformation.screen.errors.question') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!product || !question.trim() || mutation.isPending) return;
    mutation.mutate(
      {
        product,
        name: profile?.name ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone?.slice(0, 15) || undefined,
        content: question.trim(),
        type: 'Pergunta',
        preferredContact,
        patientProblemReported: patientProblem,
      },
      {
        onSuccess: () => {
          setProduct('');
          setQuestion('');
          setPatientProblem(undefined);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className="medical-question" noValidate onSubmit={submit} data-testid="medical-question-form">
      <RequiredLegend />
      <h2>{t('medicalInformation.screen.formHeading')}</h2>
      <ProductSelect
        id="question-product"
        label={t('medicalInformation.screen.product')}
        placeholder={t('medicalInformation.screen.productPlaceholder')}
        value={product}
        error={productError}
        onChange={setProduct}
      />
      <MedicalField
        id="question-text"
        label={t('medicalInformation.screen.question')}
        required
        error={questionError}
      >
        <textarea
          {...control('question-text', questionError)}
          className="field__input"
          required
          maxLength={MEDICAL_CONTENT_MAX}
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
        />
      </MedicalField>
      <PatientProblemQuestion value={patientProblem} onChange={setPatientProblem} />
      <fieldset className="medical-question__contacts">
        <legend className="field__label">{t('medicalInformation.screen.preferredContact')}</legend>
        {PREFERRED_CONTACTS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="preferred-contact"
              value={value}
              checked={preferredContact === value}
              onChange={() => setPreferredContact(value)}
              data-testid={`question-contact-${value}`}
            />{' '}
            {t(`medicalInformation.screen.contacts.${value}`)}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {mutation.isSuccess ? (
          <RequestConfirmation result={mutation.data}>
            {mutation.data.adverseEventSuspected ? <PharmacovigilanceNotice country={country} /> : null}
          </RequestConfirmation>
        ) : null}
        {mutation.isError ? (
          <p className="medical-question__failed" role="alert" data-testid="question-failed">
            {t('medicalInformation.screen.failed')}
          </p>
        ) : null}
      </div>
      <SendButton
        sending={mutation.isPending}
        label={t('medicalInformation.screen.send')}
        sendingLabel={t('medicalInformation.screen.sending')}
        testId="question"
      />
    </form>
  );
}
