// An AI answer as a person reads it: plain text split into paragraphs and lists (server text is
// never rendered as HTML), and a line naming the engine that wrote it.
import { t } from '../../lib/i18n';
import { engineOf, textBlocks } from './ai-text';

export function EngineNote({ engine }: { engine: string }) {
  const who = engineOf(engine);
  return (
    <p className="ai-engine muted">
      {who.kind === 'builtin' ? t('ai.byBuiltin') : t('ai.byOpenai', { model: who.model })}
    </p>
  );
}

export function AiText({ text }: { text: string }) {
  return (
    <div className="ai-text">
      {textBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}

/** A generated text with who wrote it. */
export function AiAnswer({ text, engine }: { text: string; engine: string }) {
  return (
    <div className="card stack ai-answer">
      <AiText text={text} />
      <EngineNote engine={engine} />
    </div>
  );
}
