// Internal notes on a request: staff only, newest last, each with its author and time.
import type { MiRequestDetail } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { addNote } from './api.ts';

export function NotesSection({
  request,
  onDone,
  onError,
}: {
  request: MiRequestDetail;
  onDone: (updated: MiRequestDetail) => void;
  onError: (error: unknown) => void;
}) {
  const { t, lang } = useI18n();
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
    <section aria-labelledby="mi-notes-heading" className="admin-section">
      <h2 id="mi-notes-heading" className="admin-subheading">
        {t('miDesk.request.notes')}
      </h2>
      <p className="admin-hint">{t('miDesk.request.notesHint')}</p>
      {request.notes.length === 0 ? (
        <p>{t('miDesk.request.noNotes')}</p>
      ) : (
        <ol className="admin-notes" data-testid="mi-notes">
          {request.notes.map((note) => (
            <li key={note.id}>
              <p className="admin-hint">
                {t('miDesk.request.noteLine', { author: note.author, date: formatDateTime(lang, note.at) })}
              </p>
              <p className="admin-note-body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) add.mutate();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="mi-note">
            {t('miDesk.request.note')}
          </label>
          <textarea
            id="mi-note"
            className="field__input"
            rows={3}
            maxLength={4000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={add.isPending || !body.trim()}>
          {t('miDesk.request.addNote')}
        </button>
      </form>
    </section>
  );
}
