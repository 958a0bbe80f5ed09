// Internal notes on a request: staff only, newest last, each with its author and time.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Section } from '../../components/section.tsx';
import { TextWithTimes } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { addNote, type RequestPartProps } from './api.ts';

export function NotesSection({ request, onDone, onError }: RequestPartProps) {
  const { t } = useI18n();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => addNote(request.key, body.trim()),
    onSuccess: (updated) => {
      setBody('');
      onDone(updated);
    },
    onError,
  });
  return (
    <Section id="mi-notes" heading={t('miDesk.request.notes')}>
      <p className="admin-hint">{t('miDesk.request.notesHint')}</p>
      {request.notes.length === 0 ? (
        <p>{t('miDesk.request.noNotes')}</p>
      ) : (
        <ol className="admin-notes" data-testid="mi-notes">
          {request.notes.map((note) => (
            <li key={note.id}>
              <p className="admin-hint">
                <TextWithTimes
                  text={t('miDesk.request.noteLine', { author: note.author, date: '{{date}}' })}
                  times={{ date: note.at }}
                />
              </p>
              <p className="admin-note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ConsoleForm
        onSubmit={() => {
          if (body.trim()) add.mutate();
        }}
      >
        <Field id="mi-note" label={t('miDesk.request.note')}>
          <textarea
            className="field__input"
            rows={3}
            maxLength={4000}
            {...controlAria('mi-note')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </Field>
        <button type="submit" className="button button--secondary" disabled={add.isPending || !body.trim()}>
          {t('miDesk.request.addNote')}
        </button>
      </ConsoleForm>
    </Section>
  );
}
