/**
 * A server-sent-events reader (pure parsing): feed it text as it arrives, get whole events back.
 * Comment lines (`: keep-alive`) and fields other than `event` and `data` are ignored.
 */
interface ServerEvent {
  event: string;
  data: string;
}

export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(text: string): ServerEvent[] {
    this.buffer += text;
    const events: ServerEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, newline);
      const breakLength = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + breakLength);
      if (line === '') {
        if (this.data.length > 0) events.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return events;
  }
}

/** Reads `stream` to its end, calling `onEvent` for each event. */
export async function readEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void | Promise<void>,
) {
  const parser = new EventStreamParser();
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    for (const event of parser.push(decoder.decode(chunk, { stream: true }))) await onEvent(event);
}
