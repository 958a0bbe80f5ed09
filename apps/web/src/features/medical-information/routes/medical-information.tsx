// `/medical-information`: ask the medical team a question and follow the status of one's requests.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#lib/document-head.ts';
import { MyRequests } from '../components/my-requests.tsx';
import { QuestionForm } from '../components/question-form.tsx';
import '../components/medical-information.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('medicalInformation.screen.title'));
  return (
    <div className="container page" data-testid="medical-information-page">
      <h1 className="page__title">{t('medicalInformation.screen.title')}</h1>
      <p className="page__lead">{t('medicalInformation.screen.lead')}</p>
      <QuestionForm />
      <MyRequests />
    </div>
  );
}
