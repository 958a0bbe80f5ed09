// The scientific-article request popup (spec section 2): name and email from the profile, masked phone,
// product, article data; call 16, then the send-mail relay. The form lives inside the dialog's content,
// which unmounts on close, so closing resets the form and its states.
import { ARTICLE_FIELD_MAX, PRODUCTS, type Product } from '@portal/countries';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '#components/ui/dialog.tsx';
import type { PopupDialogProps } from '#components/ui/popup-host.tsx';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useCountry } from '#lib/country.ts';
import { useSession } from '#lib/session-core.ts';
import { createMedicalRequest } from '../api/requests.ts';
import { sendArticleMail } from '../api/send-mail.ts';
import {
  type ArticleField,
  type ArticleFormValues,
  articleMailBody,
  articleRequestBody,
  EMPTY_ARTICLE_FORM,
  validateArticle,
} from '../lib/article-form.ts';
import { phoneMaskHandlers } from '../lib/phone-mask.ts';
import { controlProps, FormField } from './form-field.tsx';
import './medical-information.css';

export default function ArticleRequestDialog({ open, onOpenChange }: PopupDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('medicalInformation.article.title')}
      description={t('medicalInformation.article.description')}
      testId="article-request-dialog"
    >
      <ArticleRequestForm />
      <DialogClose className="button button--secondary article-request__close" data-testid="article-close">
        {t('medicalInformation.article.close')}
      </DialogClose>
    </Dialog>
  );
}

type SendState = 'idle' | 'sending' | 'success' | 'failure';
const ALL_TOUCHED: Record<ArticleField, boolean> = {
  phone: true,
  product: true,
  articleTitle: true,
  magazine: true,
  author: true,
  year: true,
};

function ArticleRequestForm() {
  const { t } = useTranslation();
  const country = useCountry();
  const { profile } = useSession();
  const [values, setValues] = useState<ArticleFormValues>(EMPTY_ARTICLE_FORM);
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [state, setState] = useState<SendState>('idle');

  const errors = validateArticle(values, country.code);
  const errorOf = (field: ArticleField) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(`medicalInformation.article.errors.${key}`) : null;
  };
  const set = (field: ArticleField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ArticleField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const phone = phoneMaskHandlers(country.code, set('phone'));
  const who = {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    name: profile?.name ?? '',
    email: profile?.email ?? '',
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setTouched(ALL_TOUCHED);
    if (Object.keys(errors).length > 0 || !values.product) return;
    const valid = { ...values, product: values.product as Product };
    setState('sending');
    try {
      const labels = {
        magazine: t('medicalInformation.article.fields.magazine'),
        articleTitle: t('medicalInformation.article.fields.articleTitle'),
        author: t('medicalInformation.article.fields.author'),
        year: t('medicalInformation.article.fields.year'),
      };
      await createMedicalRequest(articleRequestBody(valid, who, labels));
    } catch {
      setState('failure');
      return;
    }
    await sendArticleMail(articleMailBody(valid, who, t('medicalInformation.article.subject')));
    setState('success');
  };

  const contact = country.legal.contact;
  return (
    <form className="article-request" noValidate onSubmit={submit} data-testid="article-request-form">
      <FormField id="article-name" label={t('medicalInformation.article.fields.name')}>
        <input {...controlProps('article-name', null)} className="field__input" value={who.name} readOnly />
      </FormField>
      <FormField id="article-email" label={t('medicalInformation.article.fields.email')}>
        <input
          {...controlProps('article-email', null)}
          className="field__input"
          type="email"
          value={who.email}
          readOnly
        />
      </FormField>
      <FormField
        id="article-phone"
        label={t('medicalInformation.article.fields.phone')}
        error={errorOf('phone')}
      >
        <input
          {...controlProps('article-phone', errorOf('phone'))}
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={ARTICLE_FIELD_MAX.phone}
          value={values.phone}
          onKeyDown={phone.onKeyDown}
          onChange={phone.onChange}
          onBlur={(event) => {
            phone.onBlur(event);
            touch('phone')();
          }}
        />
      </FormField>
      <FormField
        id="article-product"
        label={t('medicalInformation.article.fields.product')}
        required
        error={errorOf('product')}
      >
        <select
          {...controlProps('article-product', errorOf('product'))}
          className="field__input"
          required
          value={values.product}
          onChange={(event) => set('product')(event.currentTarget.value)}
          onBlur={touch('product')}
        >
          <option value="">{t('medicalInformation.article.fields.productPlaceholder')}</option>
          {PRODUCTS.map((product) => (
            <option key={product} value={product}>
              {product}
            </option>
          ))}
        </select>
      </FormField>
      <TextInput
        field="articleTitle"
        id="article-title"
        required
        max={ARTICLE_FIELD_MAX.articleTitle}
        values={values}
        error={errorOf('articleTitle')}
        onValue={set('articleTitle')}
        onTouch={touch('articleTitle')}
      />
      <TextInput
        field="magazine"
        id="article-magazine"
        max={ARTICLE_FIELD_MAX.magazine}
        values={values}
        error={errorOf('magazine')}
        onValue={set('magazine')}
        onTouch={touch('magazine')}
      />
      <TextInput
        field="author"
        id="article-author"
        max={ARTICLE_FIELD_MAX.author}
        values={values}
        error={errorOf('author')}
        onValue={set('author')}
        onTouch={touch('author')}
      />
      <TextInput
        field="year"
        id="article-year"
        max={ARTICLE_FIELD_MAX.year}
        numeric
        values={values}
        error={errorOf('year')}
        onValue={set('year')}
        onTouch={touch('year')}
      />

      <div aria-live="polite" className="article-request__status">
        {state === 'success' ? (
          <p className="article-request__success" data-testid="article-success">
            {t('medicalInformation.article.success')}
          </p>
        ) : null}
        {state === 'failure' ? (
          <p className="article-request__failure" role="alert" data-testid="article-error">
            {t('medicalInformation.article.failure')}{' '}
            <span data-testid="article-contact-link">
              <SmartLink to={contact.route} href={contact.external} openInNewTab={contact.openInNewTab}>
                {t('medicalInformation.article.contactLink')}
              </SmartLink>
            </span>
          </p>
        ) : null}
      </div>

      {state === 'success' ? null : state === 'sending' ? (
        <p className="article-request__sending" data-testid="article-sending" role="status">
          <Spinner size="sm" /> {t('medicalInformation.article.sending')}
        </p>
      ) : (
        <button type="submit" className="button button--primary" data-testid="article-send">
          {t('medicalInformation.article.send')}
        </button>
      )}
    </form>
  );
}

interface TextInputProps {
  field: 'articleTitle' | 'magazine' | 'author' | 'year';
  id: string;
  max: number;
  required?: boolean;
  numeric?: boolean;
  values: ArticleFormValues;
  error: string | null;
  onValue: (value: string) => void;
  onTouch: () => void;
}

function TextInput({ field, id, max, required, numeric, values, error, onValue, onTouch }: TextInputProps) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t(`medicalInformation.article.fields.${field}`)}
      required={required}
      error={error}
    >
      <input
        {...controlProps(id, error)}
        className="field__input"
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        required={required}
        maxLength={max}
        value={values[field]}
        onChange={(event) => onValue(event.currentTarget.value)}
        onBlur={onTouch}
      />
    </FormField>
  );
}
