// Chat with the AI: the conversation lives in sessionStorage, so it is kept while the tab is open
// (also across screens) and gone when the tab closes. Enter sends, Shift+Enter makes a new line;
// each answer names its engine, a failure stays in the list with its hint, and a polite live
// region announces the newest answer.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, chosenOrganizationId } from '../../lib/api';
import { t } from '../../lib/i18n';
import { AiText, EngineNote } from './ai-answer';
import { chat } from './ai-api';
import { loadConversation, saveConversation, type ChatTurn } from './conversation';

function Turn({ turn }: { turn: ChatTurn }) {
  if (turn.role === 'you')
    return (
      <li className="ai-turn ai-turn-you">
        <span className="ai-visually-hidden">{t('ai.you')}: </span>
        <AiText text={turn.text} />
      </li>
    );
  if (turn.role === 'error')
    return (
      <li className="ai-turn ai-turn-error notice notice-error">
        <p className="notice-message">{turn.text}</p>
        <p className="notice-hint">{turn.hint}</p>
      </li>
    );
  return (
    <li className="ai-turn ai-turn-ai">
      <span className="ai-visually-hidden">{t('ai.assistant')}: </span>
      <AiText text={turn.text} />
      <EngineNote engine={turn.engine} />
    </li>
  );
}

export function ChatPanel() {
  const id = useId();
  // The AI screen mounts the panels afresh (a key) when the organization changes.
  const [organizationId] = useState(chosenOrganizationId);
  const [turns, setTurns] = useState<ChatTurn[]>(() => loadConversation(organizationId));
  const [message, setMessage] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const ask = useMutation({ mutationFn: chat });

  useEffect(() => {
    saveConversation(organizationId, turns);
  }, [organizationId, turns]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [turns, ask.isPending]);

  const send = () => {
    const question = message.trim();
    if (!question || ask.isPending) return;
    setTurns((previous) => [...previous, { role: 'you', text: question }]);
    setMessage('');
    ask.mutate(question, {
      onSuccess: (answer) => {
        setTurns((previous) => [...previous, { role: 'ai', text: answer.answer, engine: answer.engine }]);
        setAnnouncement(answer.answer);
      },
      onError: (error) => {
        const problem = error instanceof ApiError ? error : ApiError.unexpected(0);
        setTurns((previous) => [...previous, { role: 'error', text: problem.message, hint: problem.hint }]);
        setAnnouncement(`${problem.message} ${problem.hint}`);
      },
      onSettled: () => input.current?.focus(),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="stack">
      {turns.length === 0 ? (
        <p className="muted">{t('ai.chatEmpty')}</p>
      ) : (
        <ol className="ai-chat" aria-label={t('ai.conversation')}>
          {turns.map((turn, index) => (
            <Turn key={index} turn={turn} />
          ))}
          {ask.isPending && (
            <li className="ai-turn ai-turn-ai muted" role="status">
              {t('ai.thinking')}
            </li>
          )}
          <li ref={end} aria-hidden="true" className="ai-chat-end" />
        </ol>
      )}
      <p className="ai-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <form className="stack ai-chat-form" onSubmit={submit}>
        <label htmlFor={`${id}-message`}>{t('ai.message')}</label>
        <textarea
          id={`${id}-message`}
          ref={input}
          rows={2}
          maxLength={2000}
          value={message}
          aria-describedby={`${id}-keys`}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-keys`} className="muted">
          {t('ai.enterSends')}
        </p>
        <div className="row">
          <button type="submit" className="button button-primary" disabled={ask.isPending || !message.trim()}>
            {t('ai.send')}
          </button>
          {turns.length > 0 && (
            <button type="button" className="button button-secondary" onClick={() => setTurns([])}>
              {t('ai.clearChat')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
