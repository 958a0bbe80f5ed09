// The scientific-article request popup (spec section 2): name and email from the profile, masked phone,
// product, article data; call 16, then the send-mail relay. The form lives inside the dialog's content,
// which unmounts on close, so closing resets the form and its states. Once sent, the success state takes the
// form's place (nothing left to edit under it) with "close" and "new request"; focus moves to its message.
import { ARTICLE_FIELD_MAX, type Product } from '@portal/countries';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '#components/ui/dialog.tsx';
import { RequiredLegend } from '#components/ui/form-field.tsx';
import type { PopupDialogProps } from '#components/ui/popup-host.tsx';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { useCountry } from '#lib/country.ts';
import { loadPhoneNumbers, usePhoneNumbers } from '#lib/phone-numbers.ts';
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
import { maskPhone, phoneMaskHandlers } from '../lib/phone-mask.ts';
import { control, MedicalField, ProductSelect, SendButton } from './form-parts.tsx';
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
      initialFocusId="article-phone"
      topCloseLabel={t('medicalInformation.article.close')}
    >
      <ArticleRequest />
    </Dialog>
  );
}

/** The form, or its success state; "new request" mounts a fresh, empty form. */
function ArticleRequest() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const close = (
    <DialogClose className="button button--secondary article-request__close" data-testid="article-close">
      {t('medicalInformation.article.close')}
    </DialogClose>
  );
  if (sent) {
    return (
      <ArticleRequestSuccess
        close={close}
        onNewRequest={() => {
          setSent(false);
          setRound((current) => current + 1);
        }}
      />
    );
  }
  return (
    <>
      <ArticleRequestForm key={round} focusFirst={round > 0} onSent={() => setSent(true)} />
      {close}
    </>
  );
}

function ArticleRequestSuccess({ close, onNewRequest }: { close: ReactNode; onNewRequest: () => void }) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  // The form is gone: the message takes the focus, so it is read and seen first.
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="article-request article-request--sent" data-testid="article-success-state">
      <p className="article-request__success" data-testid="article-success" tabIndex={-1} ref={message}>
        {t('medicalInformation.article.success')}
      </p>
      <div className="article-request__actions">
        <button
          type="button"
          className="button button--primary"
          data-testid="article-new-request"
          onClick={onNewRequest}
        >
          {t('medicalInformation.article.newRequest')}
        </button>
        {close}
      </div>
    </div>
  );
}

type SendState = 'idle' | 'sending' | 'failure';
type TextFieldName = 'articleTitle' | 'magazine' | 'author' | 'year';

/** The free-text fields of the article, in form order (spec section 5: only the title is required). */
const TEXT_FIELDS: readonly { field: TextFieldName; id: string; required?: boolean; numeric?: boolean }[] = [
  { field: 'articleTitle', id: 'article-title', required: true },
  { field: 'magazine', id: 'article-magazine' },
  { field: 'author', id: 'article-author' },
  { field: 'year', id: 'article-year', numeric: true },
];
const ALL_TOUCHED: Record<ArticleField, boolean> = {
  phone: true,
  product: true,
  articleTitle: true,
  magazine: true,
  author: true,
  year: true,
};

function ArticleRequestForm({ focusFirst, onSent }: { focusFirst: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { profile } = useSession();
  // The phone starts as the profile's, in the country's mask; the physician may change it.
  const [values, setValues] = useState<ArticleFormValues>(() => ({
    ...EMPTY_ARTICLE_FORM,
    phone: maskPhone(profile?.phone ?? profile?.profile.phones.number ?? '', country),
  }));
  const [touched, setTouched] = useState<Partial<Record<ArticleField, boolean>>>({});
  const [state, setState] = useState<SendState>('idle');
  // A new request after a sent one starts at the first field the physician fills.
  useEffect(() => {
    if (focusFirst) document.getElementById('article-phone')?.focus();
  }, [focusFirst]);

  const phones = usePhoneNumbers();
  const errors = validateArticle(values, country, phones);
  const errorOf = (field: ArticleField) => {
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(`medicalInformation.article.errors.${key}`) : null;
  };
  const set = (field: ArticleField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: ArticleField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const phone = phoneMaskHandlers(country, set('phone'));
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
    const checked = validateArticle(values, country, await loadPhoneNumbers());
    if (Object.keys(checked).length > 0 || !values.product) return;
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
    onSent();
  };

  const contact = country.legal.contact;
  return (
    <form className="article-request" noValidate onSubmit={submit} data-testid="article-request-form">
      <RequiredLegend />
      <MedicalField id="article-name" label={t('medicalInformation.article.fields.name')}>
        <input {...control('article-name', null)} className="field__input" value={who.name} readOnly />
      </MedicalField>
      <MedicalField id="article-email" label={t('medicalInformation.article.fields.email')}>
        <input
          {...control('article-email', null)}
          className="field__input"
          type="email"
          value={who.email}
          readOnly
        />
      </MedicalField>
      <MedicalField
        id="article-phone"
        label={t('medicalInformation.article.fields.phone')}
        error={errorOf('phone')}
      >
        <input
          {...control('article-phone', errorOf('phone'))}
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
      </MedicalField>
      <ProductSelect
        id="article-product"
        label={t('medicalInformation.article.fields.product')}
        placeholder={t('medicalInformation.article.fields.productPlaceholder')}
        value={values.product}
        error={errorOf('product')}
        onChange={set('product')}
        onBlur={touch('product')}
      />
      {TEXT_FIELDS.map(({ field, id, required, numeric }) => (
        <MedicalField
          key={field}
          id={id}
          label={t(`medicalInformation.article.fields.${field}`)}
          required={required}
          error={errorOf(field)}
        >
          <input
            {...control(id, errorOf(field))}
            className="field__input"
            type="text"
            inputMode={numeric ? 'numeric' : undefined}
            required={required}
            maxLength={ARTICLE_FIELD_MAX[field]}
            value={values[field]}
            onChange={(event) => set(field)(event.currentTarget.value)}
            onBlur={touch(field)}
          />
        </MedicalField>
      ))}

      <div aria-live="polite" className="article-request__status">
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

      <SendButton
        sending={state === 'sending'}
        label={t('medicalInformation.article.send')}
        sendingLabel={t('medicalInformation.article.sending')}
        testId="article"
      />
    </form>
  );
}
