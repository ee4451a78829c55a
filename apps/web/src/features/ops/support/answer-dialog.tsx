import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsFeedback } from '@jade/contract/feedback';
import { opsApi } from '../api/ops-api';
import { FormDialog } from '../shell/form-dialog';
import { SUPPORT_KEY } from './support-api';
import styles from './support.module.css';

/** Answers one feedback (once): the member finds the answer in the inbox. */
export function AnswerDialog({ feedback, onClose }: { feedback: OpsFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  return (
    <FormDialog
      title={t('ops.support.feedback.replyTo', { name: feedback.sender })}
      size="narrow"
      save={() => opsApi(`/ops/feedback/${feedback.id}/answer`, OpsFeedback, { method: 'POST', body: { answer: answer.trim() } })}
      refresh={[...SUPPORT_KEY, 'feedback']}
      onClose={onClose}
      submitLabel={t('ops.support.feedback.send')}
      ready={answer.trim() !== ''}
    >
      {() => (
        <>
          <p className={styles.quote}>{feedback.content}</p>
          <label className={styles.text}>
            {t('ops.support.feedback.answer')}
            <textarea value={answer} maxLength={2000} required onChange={(e) => setAnswer(e.target.value)} />
          </label>
        </>
      )}
    </FormDialog>
  );
}
